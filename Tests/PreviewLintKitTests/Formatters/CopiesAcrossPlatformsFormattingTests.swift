import Testing

/// An iOS screen and its Mac window controller written from one another: the copy rules leave such
/// pairs to each platform unless history judges them, so the formatting the two write twice is the
/// formatting rules' to report. Copies kept on one platform stay the copy rules' alone.
@Suite struct CopiesAcrossPlatformsFormattingTests {
    static let project = "name: Reader\ntargets:\n  Phone:\n    type: application\n    platform: iOS\n    sources: [Phone]\n  Mac:\n    type: application\n    platform: macOS\n    sources: [Mac]\n"
    static let configuration = "rules:\n  duplicated_formatting:\n    enabled: true\n  reimplemented_formatter:\n    enabled: true\n"

    static func stats(_ owner: String, _ shown: String) -> String {
        """
        import Foundation
        struct Stats { let articles: Int; let seconds: Int }
        final class \(owner) {
            var stats = Stats(articles: 0, seconds: 0)
            var rows: [String] = []
            func refresh(_ fresh: Stats) {
                stats = fresh
                rows = ["\\(fresh.articles) articles", Self.elapsed(fresh.seconds)]
                \(shown)
            }
            func clear() { rows.removeAll() }
            static func elapsed(_ s: Int) -> String { String(format: "%d:%02d", s / 60, s % 60) }
        }

        """
    }

    static func lint(_ files: [String: String]) throws -> [String] {
        let repository = try TemporaryRepository(files.merging([".previewlint.yml": configuration]) { $1 })
        return try repository.run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
    }

    @Test func formattingWrittenTwiceInCopiesForTwoPlatformsIsReported() throws {
        #expect(try Self.lint([
            "project.yml": Self.project,
            "Phone/AccountStatsView.swift": Self.stats("AccountStatsView", "print(rows)"),
            "Mac/AccountStatsWindowController.swift": Self.stats("AccountStatsWindowController", "print(rows.joined())"),
        ]) == [
            "Mac/AccountStatsWindowController.swift:12:17: warning: AccountStatsView.elapsed(_:) (Phone/AccountStatsView.swift:12) outputs what AccountStatsWindowController.elapsed(_:) (Mac/AccountStatsWindowController.swift:12) outputs, on all 13 inputs tried (elapsed(125) → \"2:05\", elapsed(3661) → \"61:01\"), in targets Mac, Phone that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }

    /// Formatting in extensions of the project's own types is compared like any other (only the
    /// same member of two library types, `Float.asPercent` and `Double.asPercent`, is one per type).
    @Test func formattingInExtensionsOfTheProjectsTypesIsCompared() throws {
        func extended(_ owner: String) -> String {
            "final class \(owner) {\n    var label = \"\"\n    func refresh(_ s: Int) { label = Self.elapsed(s) }\n}\nprivate extension \(owner) {\n    static func elapsed(_ s: Int) -> String { String(format: \"%d:%02d\", s / 60, s % 60) }\n}\n"
        }
        #expect(try Self.lint([
            "project.yml": Self.project,
            "Phone/AccountStatsView.swift": extended("AccountStatsView"),
            "Mac/AccountStatsWindowController.swift": extended("AccountStatsWindowController"),
        ]) == [
            "Mac/AccountStatsWindowController.swift:6:17: warning: AccountStatsView.elapsed(_:) (Phone/AccountStatsView.swift:6) outputs what AccountStatsWindowController.elapsed(_:) (Mac/AccountStatsWindowController.swift:6) outputs, on all 13 inputs tried (elapsed(125) → \"2:05\", elapsed(3661) → \"61:01\"), in targets Mac, Phone that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }

    @Test func copiesOnOnePlatformAreLeftToTheCopyRules() throws {
        let project = Self.project.replacingOccurrences(of: "platform: macOS", with: "platform: iOS")
        #expect(try Self.lint([
            "project.yml": project,
            "Phone/AccountStatsView.swift": Self.stats("AccountStatsView", "print(rows)"),
            "Mac/AccountStatsWindowController.swift": Self.stats("AccountStatsWindowController", "print(rows.joined())"),
        ]).allSatisfy { !$0.contains("formatt") })
    }

    /// A helper around the platform's number formatting kept by the phone app and by the Mac app
    /// is written twice for targets apart, though two widget views format the same inline.
    @Test func platformHelpersInTargetsApartAreReportedBesideInlineUses() throws {
        let project = Self.project + "  Widget:\n    type: app-extension\n    platform: iOS\n    sources: [Widget]\n"
        func helper(_ owner: String, _ use: String) -> String {
            "import Foundation\nfinal class \(owner) {\n    var count = 0\n    func show() { \(use) }\n    static func formattedNumber(_ value: Int) -> String {\n        value.formatted(.number)\n    }\n}\n"
        }
        func widget(_ name: String) -> String {
            "import SwiftUI\nstruct \(name): View {\n    var count: Int\n    var body: some View { Text(count.formatted(.number)) }\n}\n"
        }
        #expect(try Self.lint([
            "project.yml": project,
            "Phone/AccountStatsView.swift": helper("AccountStatsView", "print(Self.formattedNumber(count))"),
            "Mac/AccountStatsWindowController.swift": helper("AccountStatsWindowController", "print(Self.formattedNumber(count), count)"),
            "Widget/UnreadView.swift": widget("UnreadView"),
            "Widget/StarredView.swift": widget("StarredView"),
            "Widget/Views.swift": "import SwiftUI\nstruct Both { func make() -> some View { VStack { UnreadView(count: 1); StarredView(count: 2) } } }\n",
        ]) == [
            "Mac/AccountStatsWindowController.swift:5:17: warning: AccountStatsView.formattedNumber(_:) (Phone/AccountStatsView.swift:5) outputs what AccountStatsWindowController.formattedNumber(_:) (Mac/AccountStatsWindowController.swift:5) outputs, on all 13 inputs tried (formattedNumber(125) → \"125\", formattedNumber(3661) → \"3,661\"), in targets Mac, Phone that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }

    /// `String.localizedStringWithFormat(_:_:)` formats as `String(format:)` does, in the user's locale.
    @Test func aLocalizedFormatWrittenForEachPlatformIsReported() throws {
        let model = "import Foundation\nstruct Drive { var name: String; var kind: String; var url: URL? }\n"
        func menu(_ owner: String, _ kind: String, _ none: String) -> String {
            """
            import Foundation
            \(kind) \(owner) {
                var drives: [Drive] = []
                var titles: [String] { drives.map(label(for:)) }
                private func label(for drive: Drive) -> String {
                    String.localizedStringWithFormat(NSLocalizedString("%@ (%@): %@", comment: "\(owner)"),
                                                     drive.kind, drive.name, drive.url?.lastPathComponent ?? \(none))
                }
            }
            struct \(owner)Screen { func show() { print(\(owner)().titles) } }

            """
        }
        let found = try Self.lint([
            "project.yml": Self.project.replacingOccurrences(of: "sources: [Phone]", with: "sources: [Phone, Shared]")
                .replacingOccurrences(of: "sources: [Mac]", with: "sources: [Mac, Shared]"),
            "Shared/Drive.swift": model,
            "Phone/DriveMenuView.swift": menu("DriveMenuView", "struct", "noneText"),
            "Mac/DisplayController.swift": menu("DisplayController", "final class", "NSLocalizedString(\"none\", comment: \"\")")
                .replacingOccurrences(of: "    var drives", with: "    let noneText = \"none\"\n    var drives"),
        ])
        #expect(found == [
            "Mac/DisplayController.swift:6:18: warning: DisplayController.label(for:) was copied and changed since as DriveMenuView.label(for:) (Phone/DriveMenuView.swift:5; 35 of the 36 tokens of the shorter recur in the other, in order), in targets Mac, Phone that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }
}
