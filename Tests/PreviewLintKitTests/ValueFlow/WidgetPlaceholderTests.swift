import Testing

/// A timeline provider's `placeholder(in:)` and a complication's sample template are sample data,
/// as a preview is: a price it hard-codes where the timeline formats the rate is reported; the
/// same function on another type is code.
@Suite struct WidgetPlaceholderTests {
    static let rule = "preview_hardcoded_format"

    static func files(conformance: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "Widget/PriceProvider.swift": """
                import WidgetKit
                struct PriceEntry: TimelineEntry {
                    let date: Date
                    let price: String
                }
                struct PriceProvider\(conformance) {
                    let formatter = NumberFormatter()
                    func placeholder(in context: Context) -> PriceEntry {
                        PriceEntry(date: Date(), price: "$10,000")
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

    @Test func aPlaceholdersLiteralIsSampleData() throws {
        let files = Self.files(conformance: ": TimelineProvider")
        let lines = try TemporaryRepository.lintLines(files, enabling: Self.rule)
        #expect(lines.count == 1 && lines[0].hasPrefix("Widget/PriceProvider.swift:9:41: warning: \"$10,000\" hard-codes what production formats into PriceEntry.price"), "\(lines)")
    }

    /// A static member the placeholder names (`CoinItem.latest(index:)`) ships, but is stand-in data
    /// all the same, even where the timeline also shows it (a fallback when loading fails); one only
    /// the timeline uses is production's (unless named as sample data, as `stub()` is: `NamedSamplesTests`).
    @Test func aMemberThePlaceholderNamesIsSampleData() throws {
        func files(timelineUsesStub: Bool, placeholderUsesStub: Bool = true) -> [String: String] {
            let formatted = "PriceEntry(date: Date(), price: formatter.string(from: NSNumber(value: rate)) ?? \"\")"
            return [
                ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
                "Widget/PriceProvider.swift": """
                    import WidgetKit
                    struct PriceEntry: TimelineEntry {
                        let date: Date
                        let price: String
                        static func latest() -> PriceEntry {
                            PriceEntry(date: Date(), price: "$1234")
                        }
                    }
                    struct PriceProvider: TimelineProvider {
                        let formatter = NumberFormatter()
                        func placeholder(in context: Context) -> PriceEntry {
                            \(placeholderUsesStub ? ".latest()" : "PriceEntry(date: Date(), price: \"…\")")
                        }
                        func getTimeline(in context: Context, completion: @escaping (Timeline<PriceEntry>) -> Void) {
                            let rate: Double = 10_000
                            let entry = \(timelineUsesStub ? "PriceEntry.latest()" : formatted)
                            completion(Timeline(entries: [entry], policy: .atEnd))
                        }
                    }
                    struct Other {
                        let formatter = NumberFormatter()
                        func entry(rate: Double) -> PriceEntry {
                            PriceEntry(date: Date(), price: formatter.string(from: NSNumber(value: rate)) ?? "")
                        }
                    }

                    """,
            ]
        }
        let lines = try TemporaryRepository.lintLines(files(timelineUsesStub: false), enabling: Self.rule)
        #expect(lines.count == 1 && lines[0].hasPrefix("Widget/PriceProvider.swift:6:41: warning: \"$1234\" hard-codes what production formats into PriceEntry.price"), "\(lines)")
        let fallback = try TemporaryRepository.lintLines(files(timelineUsesStub: true), enabling: Self.rule)
        let stub = "Widget/PriceProvider.swift:6:41: warning: \"$1234\""
        #expect(fallback.count == 1 && fallback[0].hasPrefix(stub), "\(fallback)")
        let timelineOnly = files(timelineUsesStub: true, placeholderUsesStub: false)
        #expect(try TemporaryRepository.lintLines(timelineOnly, enabling: Self.rule).isEmpty)
    }

    /// The watch face gallery shows a complication's sample template: its progress text is stand-in data.
    @Test func aComplicationsSampleTemplateIsSampleData() throws {
        func files(conformance: String) -> [String: String] {
            [
                "Watch/ComplicationController.swift": """
                    import ClockKit
                    struct ProgressLine {
                        let text: String
                    }
                    final class ComplicationController: NSObject\(conformance) {
                        var completion = 0.0
                        func getCurrentTimelineEntry(for complication: CLKComplication, withHandler handler: @escaping (CLKComplicationTimelineEntry?) -> Void) {
                            show(ProgressLine(text: String(format: "%.1f%%", completion)))
                        }
                        func getLocalizableSampleTemplate(for complication: CLKComplication, withHandler handler: @escaping (CLKComplicationTemplate?) -> Void) {
                            show(ProgressLine(text: "50.3%"))
                        }
                        func show(_ line: ProgressLine) {}
                    }

                    """,
            ]
        }
        let sampled = files(conformance: ", CLKComplicationDataSource")
        let lines = try TemporaryRepository.lintLines(sampled, enabling: Self.rule)
        #expect(lines.count == 1 && lines[0].hasPrefix(
            "Watch/ComplicationController.swift:11:33: warning: \"50.3%\" hard-codes what production formats into ProgressLine.text"), "\(lines)")
        #expect(try TemporaryRepository.lintLines(files(conformance: ""), enabling: Self.rule).isEmpty)
    }

    @Test func theSameFunctionElsewhereIsProduction() throws {
        #expect(try TemporaryRepository.lintLines(Self.files(conformance: ""), enabling: Self.rule).isEmpty)
    }
}
