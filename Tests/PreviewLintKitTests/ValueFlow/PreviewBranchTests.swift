import Testing

/// What `getSnapshot` writes only while the widget gallery asks for a preview (`if context.isPreview`)
/// is sample data: the literal there is reported where the timeline formats the field, and the same
/// literal in the placeholder is no longer taken for a value production writes too.
@Suite struct PreviewBranchTests {
    static func files(snapshotCondition: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "Widget/PriceProvider.swift": """
                import WidgetKit
                struct PriceEntry: TimelineEntry {
                    let date: Date
                    let price: String
                }
                struct PriceProvider: TimelineProvider {
                    let formatter = NumberFormatter()
                    func placeholder(in context: Context) -> PriceEntry {
                        PriceEntry(date: Date(), price: "$10 000")
                    }
                    func getSnapshot(in context: Context, completion: @escaping (PriceEntry) -> Void) {
                        let entry: PriceEntry
                        if \(snapshotCondition) {
                            entry = PriceEntry(date: Date(), price: "$10 000")
                        } else {
                            entry = PriceEntry(date: Date(), price: "...")
                        }
                        completion(entry)
                    }
                    func getTimeline(in context: Context, completion: @escaping (Timeline<PriceEntry>) -> Void) {
                        let rate: Double = 10_000
                        let entry = PriceEntry(date: Date(), price: formatter.string(from: NSNumber(value: rate)) ?? "")
                        completion(Timeline(entries: [entry], policy: .atEnd))
                    }
                }

                """,
        ]
    }

    static func lint(_ condition: String) throws -> [String] {
        try TemporaryRepository(files(snapshotCondition: condition)).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
    }

    @Test func theGallerysBranchIsSampleData() throws {
        let lines = try Self.lint("context.isPreview")
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first?.hasPrefix("Widget/PriceProvider.swift:9:41: warning: \"$10 000\" hard-codes what production formats into PriceEntry.price") == true, "\(lines)")
        #expect(lines.last?.hasPrefix("Widget/PriceProvider.swift:14:53: warning: \"$10 000\" hard-codes what production formats into PriceEntry.price") == true, "\(lines)")
    }

    @Test func aNegatedConditionsElseIsTheGallerysBranch() throws {
        // `if !context.isPreview { … } else { sample }` swaps the branches: production writes "$10 000"
        // (so the placeholder shows a value production shows), and the sample "..." is no formatted value.
        #expect(try Self.lint("!context.isPreview").isEmpty)
    }

    @Test func anotherConditionIsProduction() throws {
        // Production writes "$10 000" too when the branch is not a preview's: the placeholder shows a value production shows.
        #expect(try Self.lint("context.family == .systemSmall").isEmpty)
    }
}

/// A sample entry only previews and the gallery's branch use is a fixture: the gallery's use is
/// no production use, so its hand-written reading is reported where production formats it.
@Suite struct GallerySampleTests {
    static func files(snapshotCondition: String, member: String = "sample") -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "Widget/Entry.swift": """
                import WidgetKit
                struct GlucoseEntry: TimelineEntry {
                    let date: Date
                    let reading: String
                    static let \(member) = GlucoseEntry(date: Date(), reading: "100 mg/dL")
                    init(date: Date, reading: String) {
                        self.date = date
                        self.reading = reading
                    }
                    init(value: Double) {
                        self.date = Date()
                        self.reading = String(format: "%.0f mg/dL", value)
                    }
                }
                struct GlucoseProvider: TimelineProvider {
                    func getSnapshot(in context: Context, completion: @escaping (GlucoseEntry) -> Void) {
                        if \(snapshotCondition) {
                            completion(GlucoseEntry.\(member))
                            return
                        }
                        completion(GlucoseEntry(value: 98))
                    }
                }
                #Preview(as: .systemSmall) {
                    GlucoseWidget()
                } timeline: {
                    GlucoseEntry.\(member)
                }

                """,
        ]
    }

    @Test func aSampleOnlyTheGalleryUsesIsAFixture() throws {
        let gallery = Self.files(snapshotCondition: "context.isPreview", member: "lastReading")
        let lines = try TemporaryRepository.lintLines(gallery)
        #expect(lines.count == 1 && lines[0].hasPrefix(
            "Widget/Entry.swift:5:66: warning: \"100 mg/dL\" hard-codes what production formats into "
                + "GlucoseEntry.reading"),
                "\(lines)")
    }

    /// An entry production shows is production's text, unless its name says it is sample data.
    @Test func aSampleProductionUsesIsProductions() throws {
        let shown = Self.files(snapshotCondition: "context.family == .systemSmall", member: "lastReading")
        #expect(try TemporaryRepository(shown).run("lint", "--quiet").stdout.isEmpty)
        let named = Self.files(snapshotCondition: "context.family == .systemSmall")
        let lines = try TemporaryRepository.lintLines(named)
        #expect(lines.count == 1 && lines[0].hasPrefix("Widget/Entry.swift:5:61: warning: \"100 mg/dL\" hard-codes"),
                "\(lines)")
    }
}
