import Testing

/// A view's member copied for a second platform that only hands values to formatting a shared
/// module declares (`location.text(locale:)`, `model.spokenStatus(for:countryName:)`) is glue: the
/// formatting is shared already. Copied with words of its own, it formats twice.
@Suite struct GlueCopyTests {
    static let project = "name: VPN\ntargets:\n  Shared:\n    type: framework\n    platform: [iOS, macOS]\n    sources: [Shared]\n  Phone:\n    type: application\n    platform: iOS\n    sources: [Phone]\n    dependencies: [{target: Shared}]\n  Mac:\n    type: application\n    platform: macOS\n    sources: [Mac]\n    dependencies: [{target: Shared}]\n"
    static let shared = """
        import Foundation
        public struct Location {
            public let code: String
            public init(code: String) { self.code = code }
        }
        public extension Location {
            func text(locale: Locale) -> String { String(format: "%@ (%@)", code, locale.identifier) }
        }
        public struct CardModel {
            public init() {}
            public func spokenStatus(for minutes: Int, countryName: String) -> String {
                String(format: "Connected to %@ for %d:%02d", countryName, minutes / 60, minutes % 60)
            }
        }

        """

    static func card(_ platform: String, returning value: String) -> String {
        """
        import Foundation
        import Shared
        struct CardView {
            let model = CardModel()
            let location: Location
            let locale: Locale
            var minutes: Int
            var accessibilityText: String {
                let countryName = location.text(locale: locale)
                return \(value)
            }
            func show() { print(accessibilityText) }
        }
        struct \(platform)Screen { func show() { CardView(location: Location(code: "ch"), locale: .current, minutes: 1).show() } }

        """
    }

    static func lint(returning value: String) throws -> [String] {
        try CopiesAcrossPlatformsFormattingTests.lint([
            "project.yml": Self.project, "Shared/Location.swift": Self.shared,
            "Phone/CardView.swift": Self.card("Phone", returning: value), "Mac/CardView.swift": Self.card("Mac", returning: value),
        ])
    }

    @Test func glueAroundSharedFormattingIsNoFormattingWrittenTwice() throws {
        #expect(try Self.lint(returning: "model.spokenStatus(for: minutes, countryName: countryName)") == [])
    }

    @Test func wordsOfItsOwnAroundSharedFormattingAreFormattingWrittenTwice() throws {
        #expect(try Self.lint(returning: "\"VPN: \" + model.spokenStatus(for: minutes, countryName: countryName)") == [
            "Mac/CardView.swift:8:9: warning: accessibilityText is written again, token for token (its own names aside), as CardView.accessibilityText (Phone/CardView.swift:8), in targets Mac, Phone that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }
}
