import Foundation
import Synchronization
import Testing
@testable import PreviewLintKit

@Suite struct ProgressMeterTests {
    final class Output: Sendable {
        let text = Mutex("")
        func append(_ line: String) { text.withLock { $0 += line } }
    }

    @Test func drawsInPlaceAfterTheDelayAndClearsAtTheEnd() {
        let output = Output()
        let meter = ProgressMeter(delay: .zero, interval: .zero) { output.append($0) }
        for _ in 0..<3 { meter.advance(total: 3) }
        meter.advance(total: 3)
        meter.finish()
        let clear = "\r\u{1B}[2K"
        #expect(output.text.withLock { $0 } == [1, 2, 3, 1].map { "\(clear)Linting \($0)/3 files" }.joined() + clear)
    }

    @Test func aShortRunPrintsNothing() {
        let output = Output()
        let meter = ProgressMeter(delay: .seconds(3600)) { output.append($0) }
        for _ in 0..<5 { meter.advance(total: 5) }
        meter.finish()
        #expect(output.text.withLock { $0 }.isEmpty)
    }

    @Test func nothingReachesAPipe() throws {
        let repo = try TemporaryRepository([".previewlint.yml": EditorFixtures.printRule, "A.swift": "print(1)\n"])
        let result = try EditorFixtures.run(repo, ["lint"])
        #expect(!result.stderr.contains("Linting"))
        #expect(result.stderr == "Linted 1 file: 0 errors, 1 warnings, 0 notes.\n")
    }
}
