import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import PreviewLintKit

/// The raw token classes the facts walk reads agree with what `tokenKind` says, on every token of
/// the project's own sources and of a file written to hold each case.
@Suite struct RawTokenClassTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    static let cases = """
        package struct Box { open var open = 1; package let package = "package" }
        open class Shelf { public init() {} }
        let literal = 1.5 + 0x1F + 1_000
        let text = "a \\(literal) b" + #"raw"#
        let multiline = \"\""
            open package
            \"\""

        """

    private static func typedIsLiteral(_ kind: TokenKind) -> Bool {
        switch kind {
        case .stringSegment, .integerLiteral, .floatLiteral: true
        default: false
        }
    }

    private static func typedIsAccessKeyword(_ kind: TokenKind) -> Bool {
        kind == .keyword(.package) || kind == .keyword(.open)
    }

    /// The tokens of a source on which the raw and the typed answers differ, and how many it has.
    private static func disagreements(in source: String) -> (differing: [String], tokens: Int, access: Int) {
        var differing: [String] = [], tokens = 0, access = 0
        for token in Parser.parse(source: source).tokens(viewMode: .sourceAccurate) {
            tokens += 1
            let kind = token.tokenKind
            if Self.typedIsAccessKeyword(kind) { access += 1 }
            if RawTokenClass.isLiteral(token) != Self.typedIsLiteral(kind)
                || RawTokenClass.isAccessKeyword(token) != Self.typedIsAccessKeyword(kind) {
                differing.append("\(kind)")
            }
        }
        return (differing, tokens, access)
    }

    @Test func everyCaseAgrees() {
        let found = Self.disagreements(in: Self.cases)
        #expect(found.differing.isEmpty, "\(found.differing)")
        #expect(found.access == 4, "the modifiers package, open, open, package; not the names or the text")
    }

    @Test func everyTokenOfTheProjectsSourcesAgrees() throws {
        let files = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 100)
        var tokens = 0
        for file in files {
            let found = Self.disagreements(in: try String(contentsOf: file, encoding: .utf8))
            #expect(found.differing.isEmpty, "\(file.lastPathComponent): \(found.differing.prefix(5))")
            tokens += found.tokens
        }
        #expect(tokens > 100_000)
    }
}
