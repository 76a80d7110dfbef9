import AccuracyKit
import Foundation
import Testing

/// Evaluation batches: defects placed by line spans, first-look files written once and read back,
/// and later labels over them (tiers from the first looks: RuleTierTests).
@Suite struct AccuracyFirstLookTests {
    static let rules: [(id: String, enabledByDefault: Bool)] = [("preview_hardcoded_format", true), ("unnamed_preview", false)]

    static func finding(_ rule: String, _ line: Int, _ text: String, file: String = "App/Previews.swift") -> Finding {
        Finding(repository: "demo2", rule: rule, file: file, line: line, lineText: text, message: "\"\(text)\" at \(line)")
    }

    func writeAndLoad(_ findings: [Finding], labels: [String]) throws -> [FirstLookRow] {
        let text = FirstLook.render(findings, repository: "demo2", build: "abc1234", onByDefault: ["preview_hardcoded_format"])
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var next = 0
        for index in lines.indices where lines[index].hasSuffix("\t?\t\tabc1234") {
            lines[index] = lines[index].replacingOccurrences(of: "\t?\t\tabc1234", with: "\t\(labels[next])\tread\tabc1234")
            next += 1
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("first-look-\(UUID()).tsv").path
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try FirstLook.load(path, repository: "demo2")
    }

    @Test func defectsPlacedByLineSpansMatchFindingsInsideThem() throws {
        let place = try CorpusPlace(repository: "demo2", files: ["A.swift", "B.swift"], line: "L10-12|L40", source: "d.tsv:2")
        let inside = Finding(repository: "demo2", rule: "r", file: "A.swift", line: 12, lineText: "x", message: "m")
        let outside = Finding(repository: "demo2", rule: "r", file: "A.swift", line: 13, lineText: "x", message: "m")
        let other = Finding(repository: "demo2", rule: "r", file: "B.swift", line: 40, lineText: "x", message: "m")
        let defect = KnownDefect(id: "E1", rules: ["r"], place: place, description: "")
        #expect(defect.isFound(in: [inside]) && !defect.isFound(in: [outside]) && defect.isFound(in: [other]))
        #expect(throws: TSV.Failure.self) {
            try CorpusPlace(repository: "demo2", files: ["A.swift", "B.swift", "C.swift"], line: "L1-2|L3-4", source: "d.tsv:3")
        }
        // Several spans of one file: any of them.
        let twice = try CorpusPlace(repository: "demo2", files: ["A.swift"], line: "L1-2|L12-13", source: "d.tsv:5")
        #expect(KnownDefect(id: "E2", rules: ["r"], place: twice, description: "").isFound(in: [inside]))
        // One file named twice, a span for each place in it: either span.
        let sameFile = try CorpusPlace(repository: "demo2", files: ["A.swift", "A.swift"], line: "L1-2|L12-13", source: "d.tsv:6")
        #expect(KnownDefect(id: "E4", rules: ["r"], place: sameFile, description: "").isFound(in: [inside]))
        let between = Finding(repository: "demo2", rule: "r", file: "A.swift", line: 7, lineText: "x", message: "m")
        #expect(!KnownDefect(id: "E4", rules: ["r"], place: sameFile, description: "").isFound(in: [between]))
        // A part may list several spans of its file: any of them, and only that file's.
        let listed = try CorpusPlace(repository: "demo2", files: ["A.swift", "B.swift"], line: "L1-2,L12-13|L7", source: "d.tsv:7")
        #expect(listed.lineContains.isEmpty && listed.spans == [[1...2, 12...13], [7...7]])
        #expect(KnownDefect(id: "E5", rules: ["r"], place: listed, description: "").isFound(in: [inside]))
        #expect(!KnownDefect(id: "E5", rules: ["r"], place: listed, description: "").isFound(in: [between]))
        let single = try CorpusPlace(repository: "demo2", files: ["A.swift"], line: "L1,L7", source: "d.tsv:8")
        #expect(KnownDefect(id: "E6", rules: ["r"], place: single, description: "").isFound(in: [between]))
        // Text that is not a span is a line anchor, as before.
        let anchor = try CorpusPlace(repository: "demo2", files: ["A.swift"], line: "Label(", source: "d.tsv:4")
        #expect(anchor.spans.isEmpty && anchor.lineContains == "Label(")
        // A claim about a whole file matches wherever in the file the reader placed the defect.
        let unbuilt = Finding(repository: "demo2", rule: "unbuilt_copy", file: "A.swift", line: 3, lineText: "x", message: "m")
        #expect(KnownDefect(id: "E3", rules: ["unbuilt_copy"], place: place, description: "").isFound(in: [unbuilt]))
        #expect(!defect.isFound(in: [outside]))
    }

    @Test func firstLookRowsReadBackWithTheirLineNumbersAndDefaults() throws {
        let rows = try writeAndLoad([Self.finding("preview_hardcoded_format", 7, "Text(\"5 min\")"),
                                     Self.finding("unnamed_preview", 9, "#Preview {")], labels: ["tp", "fp"])
        #expect(rows.map(\.finding.line) == [7, 9])
        #expect(rows.map(\.verdict) == [.tp, .fp])
        #expect(rows.map(\.enabledByDefault) == [true, false])
        #expect(rows.allSatisfy { $0.build == "abc1234" })
    }

    @Test func laterBuildsAddRowsAndNeverRewriteTheFirstLook() throws {
        let rows = try writeAndLoad([Self.finding("preview_hardcoded_format", 7, "Text(\"5 min\")"),
                                     Self.finding("preview_hardcoded_format", 8, "Text(\"6 min\")")], labels: ["tp", "fp"])
        // A later build drops the FP and reports something new.
        let later = [Self.finding("preview_hardcoded_format", 7, "Text(\"5 min\")"), Self.finding("unnamed_preview", 9, "#Preview {")]
        let labels = FirstLook.merged(firstLook: rows, later: [])
        let evaluation = AccuracyEvaluation(findings: later, labels: ["demo2": labels], defects: [], traps: [], rules: Self.rules, build: "def5678")
        let written = FirstLook.later(updated: evaluation.updatedLabels["demo2"] ?? [], firstLook: rows)
        #expect(written.count == 2)
        #expect(written.contains { $0.key.lineText == "Text(\"6 min\")" && $0.expectation == .gone && $0.verdict == .fp && $0.build == "abc1234" })
        #expect(written.contains { $0.key.lineText == "#Preview {" && $0.verdict == .unlabeled && $0.build == "def5678" })
        // A first-look label whose finding now has another message is kept as gone under its old key.
        let reworded = [Finding(repository: "demo2", rule: "preview_hardcoded_format", file: "App/Previews.swift", line: 7, lineText: "Text(\"5 min\")", message: "another wording")]
        var relabeled = labels
        relabeled.append(Label(key: reworded[0].key, verdict: .tp, expectation: .present, reason: "same finding", build: "def5678"))
        let again = AccuracyEvaluation(findings: reworded, labels: ["demo2": relabeled], defects: [], traps: [], rules: Self.rules, build: "def5678")
        let kept = FirstLook.later(updated: again.updatedLabels["demo2"] ?? [], firstLook: rows)
        #expect(kept.contains { $0.key == rows[0].finding.key && $0.expectation == .gone && $0.verdict == .tp })
        // The first look's own figures do not move.
        let first = FirstLook.evaluate(["demo2": rows], defects: [], traps: [], rules: Self.rules)
        #expect(first.rows.first { $0.rule == "preview_hardcoded_format" }.map { ($0.tp, $0.fp) } ?? (0, 0) == (1, 1))
    }
}
