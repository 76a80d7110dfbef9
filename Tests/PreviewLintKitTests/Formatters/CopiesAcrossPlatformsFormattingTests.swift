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
}
