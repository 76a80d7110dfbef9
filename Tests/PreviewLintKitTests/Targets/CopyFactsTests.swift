import Foundation
@testable import PreviewLintKit
import Testing

@Suite struct CopyFactsTests {
    private func facts(_ text: String) -> CopyFacts {
        Linter.facts(of: SourceFile(path: "/repo/App/Timer.swift", text: text)).copy
    }

    private let source = """
        import UIKit
        @preconcurrency import Foundation.NSString

        /// Formats a countdown.
        func timerDisplayFromSeconds(seconds: Int, showSeconds: Bool) -> String { "\\(seconds)" }
        func timerDisplayFromSeconds(_ value: Int) -> String { "" }

        struct MeditationLiveActivityView {
            let state: Int
            var body: String { "x" }
            init(state: Int) { self.state = state }
            func label(for value: Int, _ unit: String) -> String { unit }
            enum Phase { case running, paused }
        }

        extension MeditationLiveActivityView: Equatable {}
        extension MeditationLiveActivityView: Equatable {}
        let a = 1, b = 2
        typealias Seconds = Int
        #if DEBUG
        let debug = true
        #endif
        #Preview("Running") { MeditationLiveActivityView(state: 1) }
        """

    @Test func fingerprintsEachTopLevelDeclaration() {
        let copy = facts(source)
        #expect(copy.declarations.map(\.signature) == [
            "import UIKit",
            "import Foundation.NSString",
            "func timerDisplayFromSeconds(seconds:showSeconds:)",
            "func timerDisplayFromSeconds(_:)",
            "struct MeditationLiveActivityView",
            "extension MeditationLiveActivityView: Equatable",
            "extension MeditationLiveActivityView: Equatable #2",
            "let a, b",
            "typealias Seconds",
            "let debug",
            "#Preview(\"Running\")",
        ])
        #expect(copy.primaryType == "struct MeditationLiveActivityView")
        #expect(copy.declarations[4].members.map(\.name) == ["state", "body", "init(state:)", "label(for:_:)", "Phase"])
        #expect(copy.declarations[2].range.start == SourceLocation(line: 5, column: 6, offset: 87))
    }

    @Test func normalizedHashesIgnoreWhitespaceAndComments() {
        let original = facts("func f(a: Int) -> Int {\n    a + 1\n}\n")
        let reformatted = facts("// A comment.\nfunc f(a: Int)->Int{ a+1 /* inline */ }")
        let changed = facts("func f(a: Int) -> Int {\n    a + 2\n}\n")
        #expect(original.normalizedHash == reformatted.normalizedHash)
        #expect(original.declarations[0].normalizedHash == reformatted.declarations[0].normalizedHash)
        #expect(original.normalizedHash != changed.normalizedHash)
        #expect(original.declarations[0].normalizedHash != changed.declarations[0].normalizedHash)
        #expect(original.tokenCount == 14)
    }

    @Test func tokensThatOnlyJoinDifferentlyStillDiffer() {
        #expect(facts("let ab = 1").normalizedHash != facts("let a = b1").normalizedHash)
    }

    /// Past versions of copies are read by a walk of tokens alone; it must give what the whole
    /// facts walk gives, on every fixture file.
    @Test func theCopyWalkGivesTheFactsWalksCopyFacts() throws {
        let root = Fixtures.root
        let files = FileManager.default.enumerator(atPath: root)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 20)
        for relative in files.sorted() {
            let text = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
            #expect(CopyFactsWalker.facts(of: text) == Linter.facts(of: SourceFile(path: "/repo/" + relative, text: text)).copy, "\(relative)")
        }
        #expect(CopyFactsWalker.facts(of: source) == facts(source))
    }

    /// `package` and `open` written as modifiers are access, as `public` is; as names they are code.
    @Test func packageAndOpenModifiersAreLeftOutOfShapes() {
        let plain = facts("final class Regex {\n    struct Options {}\n    func isMatch() -> Bool { true }\n}\n")
        let modular = facts("package final class Regex {\n    package struct Options {}\n    open func isMatch() -> Bool { true }\n}\n")
        #expect(plain.shapeHash == modular.shapeHash)
        #expect(plain.declarations.map(\.members) == modular.declarations.map(\.members))
        #expect(facts("let package = Package(name: \"A\")\n").shapeHash != facts("let = Package(name: \"A\")\n").shapeHash)
    }
}
