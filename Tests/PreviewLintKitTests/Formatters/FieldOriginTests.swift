import Testing
@testable import PreviewLintKit

/// Formatters are paired by the field production takes their input from (`FieldOrigins`): a row's
/// `rating`, passed on from `info.rating` and that from `gallery.rating`, is `Gallery.rating`; a
/// function's parameter every production call fills from `gallery.seconds` is `Gallery.seconds`.
/// Where two values fill it, it is no field at all.
@Suite struct FieldOriginTests {
    static let model = """
        import Foundation
        struct Gallery { let rating: Double; let seconds: Int; let length: Int }
        struct Info { let rating: Double }

        """

    static let row = """
        import SwiftUI
        struct RatingRow: View {
            let rating: Double
            var body: some View { Text(String(format: "%.2f km", rating / 1000)) }
        }

        """

    static let detail = """
        import SwiftUI
        struct Detail: View {
            let gallery: Gallery
            var body: some View { Text(String(format: "%.1f km", gallery.rating / 1000)) }
        }

        """

    static func screen(clockArgument: String = "gallery.seconds") -> String {
        """
        import SwiftUI
        enum Clock {
            static func text(_ s: Int) -> String { String(format: "%d:%02d", s / 60, s % 60) }
        }
        struct Screen: View {
            let gallery: Gallery
            var info: Info { Info(rating: gallery.rating) }
            var body: some View {
                VStack {
                    RatingRow(rating: info.rating)
                    Detail(gallery: gallery)
                    Text(Clock.text(\(clockArgument)))
                    Text(Clock.text(gallery.seconds))
                }
            }
        }

        """
    }

    static let timer = """
        import SwiftUI
        struct TimerBadge: View {
            let gallery: Gallery
            var body: some View {
                Text("\\(gallery.seconds / 60)m \\(gallery.seconds % 60)s")
            }
        }
        struct Host: View { let gallery: Gallery; var body: some View { TimerBadge(gallery: gallery) } }

        """

    static func files(clockArgument: String = "gallery.seconds") -> [String: String] {
        ["App/Model.swift": model, "App/RatingRow.swift": row, "App/Detail.swift": detail,
         "App/Screen.swift": screen(clockArgument: clockArgument), "App/Timer.swift": timer]
    }

    @Test func inputsArePairedByTheFieldTheyComeFrom() throws {
        #expect(try BehaviourTwinsTests.lint(Self.files()) == [
            "App/Detail.swift:4:32: warning: the text Detail.body builds inline and the text RatingRow.body builds inline (App/RatingRow.swift:4) format Gallery.rating differently: (gallery.rating = 125.0) is \"0.1 km\", (rating = 125.0) is \"0.12 km\"; target App shows the value two ways: share one formatter (duplicated_formatting)",
            "App/Timer.swift:5:9: warning: the text TimerBadge.body builds inline formats what Clock.text(_:) (App/Screen.swift:3) formats (Gallery.seconds), differently: (gallery.seconds = 125) is \"2m 5s\", text(125) is \"2:05\"; call the shared formatter instead of a second one that already disagrees (reimplemented_formatter)",
        ])
    }

    /// A parameter production fills from two fields formats neither alone.
    @Test func aParameterTwoFieldsFillIsNoField() throws {
        let found = try BehaviourTwinsTests.lint(Self.files(clockArgument: "gallery.length"))
        #expect(!found.contains { $0.contains("Gallery.seconds") })
        #expect(found.contains { $0.contains("format Gallery.rating differently") })
    }

    /// A method the project adds to `Double` formats the field it is called on.
    @Test func aLibraryTypesMethodFormatsTheFieldItIsCalledOn() throws {
        let app = """
            import Foundation
            struct Summary { let percent: Double }
            extension Double {
                func formattedPercentage() -> String {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .percent
                    formatter.maximumFractionDigits = 2
                    return formatter.string(from: NSNumber(value: self / 100)) ?? "0%"
                }
            }
            struct AppScreen { let summary: Summary; func show() -> String { summary.percent.formattedPercentage() } }

            """
        let widget = """
            import SwiftUI
            struct Stats: View {
                let summary: Summary
                var body: some View { Text(String(format: "%.1f%%", summary.percent)) }
            }
            struct Host: View { let summary: Summary; var body: some View { Stats(summary: summary) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Model.swift": app, "Widget/Stats.swift": widget]) == [
            "Widget/Stats.swift:4:32: warning: the text Stats.body builds inline and Double.formattedPercentage() (App/Model.swift:4) format Summary.percent differently: (summary.percent = 125.0) is \"125.0%\", 125.0.formattedPercentage() is \"125%\"; targets App, Widget show the value two ways: share one formatter (duplicated_formatting)",
        ])
    }

    /// `previewlint formatters --all` says which fields each member formats.
    @Test func theListingNamesTheFieldsFormatted() throws {
        var files = Self.files()
        files[".previewlint.yml"] = BehaviourTwinsTests.configuration
        let repository = try TemporaryRepository(files)
        let text = try repository.run("formatters", "--all").stdout
        #expect(text.contains("outputs (rating = 3661.0) → \"3.66 km\"\n  formats Gallery.rating\n"))
        #expect(text.contains("outputs text(3661) → \"61:01\"\n  formats Gallery.seconds\n"))
        let json = try repository.run("formatters", "--all", "--format", "json").stdout
        #expect(json.contains("\"formats\": [\n        \"Gallery.seconds\"\n      ]"))
    }
}
