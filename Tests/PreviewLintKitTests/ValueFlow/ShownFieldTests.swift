import Testing

/// A preview's sample value fills every field its initializer asks for, shown or not: a lock-screen
/// view that shows only the revenue gets the conversion too. A literal written into a field nothing
/// the preview shows reads (the view, the views it builds, the types it calls) is seen by nobody
/// and not reported; the same sample handed to a view that shows the field is.
@Suite struct ShownFieldTests {
    static func files(shownBy view: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "Widget/StoreInfo.swift": """
                import Foundation
                struct StoreInfo {
                    let revenue: String
                    let conversion: String
                }
                struct StoreInfoProvider {
                    let formatter = NumberFormatter()
                    func info(revenue: Double, rate: Double) -> StoreInfo {
                        StoreInfo(revenue: String(format: "$%.2f", revenue),
                                  conversion: formatter.string(from: NSNumber(value: rate)) ?? "")
                    }
                }

                """,
            "Widget/Views.swift": """
                import SwiftUI
                struct RevenueView: View {
                    let info: StoreInfo
                    var body: some View { Text(info.revenue) }
                }
                struct DetailView: View {
                    let info: StoreInfo
                    var body: some View {
                        VStack {
                            RevenueView(info: info)
                            ConversionRow(text: info.conversion)
                        }
                    }
                }
                struct ConversionRow: View {
                    let text: String
                    var body: some View { Text(text) }
                }

                """,
            "Widget/Previews.swift": """
                import SwiftUI
                struct StoreInfo_Previews: PreviewProvider {
                    static var sample = StoreInfo(revenue: "$132.23", conversion: "34%")
                    static var previews: some View {
                        \(view)(info: sample)
                    }
                }

                """,
        ]
    }

    @Test func aFieldTheShownViewNeverReadsIsNotAsked() throws {
        #expect(try TemporaryRepository.lintLines(Self.files(shownBy: "RevenueView")) == [
            "Widget/Previews.swift:3:44: warning: \"$132.23\" hard-codes what production formats into StoreInfo.revenue (StoreInfo.revenue ← String(format:) at Widget/StoreInfo.swift:9); build the preview from a state value passed through that formatting instead (preview_hardcoded_format)",
        ])
    }

    /// Shown through a view the shown view builds, the field is read.
    @Test func aFieldAViewItBuildsReadsIsAsked() throws {
        let lines = try TemporaryRepository.lintLines(Self.files(shownBy: "DetailView"))
        #expect(lines.count == 2 && lines[1].hasPrefix("Widget/Previews.swift:3:67: warning: \"34%\" hard-codes"), "\(lines)")
    }
}

/// A field a view reads only to turn it back into a number (`minutes(event.time)` placing a dot
/// on a chart) is not shown: a sample of it is plot input, not text anyone reads.
@Suite struct ParsedBackFieldTests {
    static func files(dot: String, fixture: Bool = false) -> [String: String] {
        let sample = fixture ? "ChartView.sample" : "[Event(time: \"10:28\")]"
        let declared = fixture ? "extension ChartView {\n    static let sample = [Event(time: \"10:28\")]\n}" : ""
        return [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Chart.swift": """
                import SwiftUI
                struct Event {
                    let time: String
                }
                enum Builder {
                    static func event(at minute: Int) -> Event {
                        Event(time: String(format: "%02d:%02d", minute / 60, minute % 60))
                    }
                }
                func minutes(_ time: String) -> Int {
                    let parts = time.split(separator: ":").compactMap { Int($0) }
                    return parts.count == 2 ? parts[0] * 60 + parts[1] : 0
                }
                struct ChartView: View {
                    let events: [Event]
                    var body: some View {
                        ForEach(events.indices, id: \\.self) { index in
                            \(dot)
                        }
                    }
                }
                #Preview { ChartView(events: \(sample)) }
                \(declared)

                """,
        ]
    }

    @Test func aFieldReadOnlyToBeParsedBackIsNotShown() throws {
        let placed = Self.files(dot: "Circle().offset(y: CGFloat(minutes(events[index].time)))")
        #expect(try TemporaryRepository.lintLines(placed).isEmpty)
        let shown = Self.files(dot: "Text(events[index].time)")
        let lines = try TemporaryRepository.lintLines(shown)
        #expect(lines.count == 1 && lines[0].hasPrefix("App/Chart.swift:22:43: warning: \"10:28\" hard-codes"),
                "\(lines)")
    }

    /// A fixture outside the preview is shown by the previews that reach it: the same holds.
    @Test func aFixtureReadOnlyToBeParsedBackIsNotShown() throws {
        let placed = Self.files(dot: "Circle().offset(y: CGFloat(minutes(events[index].time)))", fixture: true)
        #expect(try TemporaryRepository.lintLines(placed).isEmpty)
        let lines = try TemporaryRepository.lintLines(Self.files(dot: "Text(events[index].time)", fixture: true))
        #expect(lines.count == 1 && lines[0].hasPrefix("App/Chart.swift:24:38: warning: \"10:28\" hard-codes"),
                "\(lines)")
    }
}

/// The `id` an `Identifiable` value is told apart by is no text shown, also when a preview passes
/// it to the initializer (`Recording(id: "s1", …)`) where production builds ids by interpolation.
@Suite struct IdentityFieldTests {
    static func files(conformance: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Recording.swift": """
                import SwiftUI
                struct Recording\(conformance) {
                    let id: String
                    let title: String
                    init(id: String, title: String) {
                        self.id = id
                        self.title = title
                    }
                }
                enum Importer {
                    static func recording(number: Int, title: String) -> Recording {
                        Recording(id: "strava_\\(number)", title: title)
                    }
                }
                struct RecordingCard: View {
                    let recording: Recording
                    var body: some View { Text(recording.title).id(recording.id) }
                }
                #Preview { RecordingCard(recording: Recording(id: "s1", title: "Run")) }

                """,
        ]
    }

    @Test func anIdentifiablesIdIsNoTextShown() throws {
        #expect(try TemporaryRepository.lintLines(Self.files(conformance: ": Identifiable")).isEmpty)
        let lines = try TemporaryRepository.lintLines(Self.files(conformance: ""))
        #expect(lines.count == 1 && lines[0].hasPrefix("App/Recording.swift:19:51: warning: \"s1\""), "\(lines)")
    }
}

