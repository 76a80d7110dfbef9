import AccuracyKit
import Foundation
import Testing

/// The accuracy command's matching on a committed miniature corpus: CI cannot fetch the real one,
/// so this keeps the instrument itself from breaking silently.
@Suite struct AccuracyEvaluationTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/accuracy").path

    static let rules: [(id: String, enabledByDefault: Bool)] = [
        ("diverged_target_copy", true), ("preview_hardcoded_format", true), ("reimplemented_formatter", true), ("identical_target_copy", false),
    ]

    func evaluate() throws -> (AccuracyEvaluation, [Finding]) {
        let report = try Data(contentsOf: URL(fileURLWithPath: "\(Self.folder)/demo-report.json"))
        let findings = try Finding.load(report: report, repository: "demo", root: "\(Self.folder)/checkout/demo")
        let labels = try Label.load("\(Self.folder)/labels/demo.tsv", repository: "demo")
        let evaluation = AccuracyEvaluation(
            findings: findings, labels: ["demo": labels],
            defects: try KnownDefect.load("\(Self.folder)/defects.tsv"), traps: try Trap.load("\(Self.folder)/traps.tsv"),
            rules: Self.rules
        )
        return (evaluation, findings)
    }

    @Test func findingsAreKeyedByLineTextAndMessageStem() throws {
        let (_, findings) = try evaluate()
        #expect(findings.count == 5)
        #expect(findings[0].lineText == "TimerView(text: \"12:30\")")
        #expect(findings[0].key.messageStem == "\"#:#\" looks like a clock time; use the shared formatter timerText(seconds:) (App/Timer.swift:#)")
        #expect(Finding.normalizedLine("  let  a =\t1 ") == "let a = 1")
    }

    @Test func perRuleCountsAndPrecision() throws {
        let (evaluation, _) = try evaluate()
        let format = try #require(evaluation.rows.first { $0.rule == "preview_hardcoded_format" })
        #expect((format.findings, format.tp, format.fp, format.unsure, format.unlabeled) == (3, 1, 1, 0, 1))
        #expect(format.precision == 0.5)
        #expect((format.defects, format.defectsFound) == (1, 1))
        let copies = try #require(evaluation.rows.first { $0.rule == "diverged_target_copy" })
        #expect((copies.findings, copies.tp, copies.precision) == (2, 2, 1.0))
        let overall = evaluation.overall
        #expect((overall.findings, overall.tp, overall.fp, overall.unlabeled) == (5, 3, 1, 1))
        #expect(evaluation.defectsFound == ["D1", "D2"])
        #expect(evaluation.defectsMissed == ["D3"])
        #expect(evaluation.defectsFoundByDefault == ["D1", "D2"])
        #expect(overall.defectsFound == 2)
        #expect(evaluation.trapsClean == 1)
        #expect(evaluation.reworded == 1)
    }

    /// A defect its reader named for `reimplemented_formatter` and reported by `duplicated_formatting`
    /// (the copy cannot call the original) counts for the family, not for the named rule.
    @Test func aFamilyCountsADefectAnyOfItsRulesFinds() throws {
        let report = """
            {"violations": [{"rule": "duplicated_formatting", "severity": "warning", "message": "timerText(seconds:) is written again",
              "file": "Widget/Timer.swift", "range": {"start": {"line": 4, "column": 5, "offset": 0}, "end": {"line": 4, "column": 11, "offset": 0}}}]}
            """
        let findings = try Finding.load(report: Data(report.utf8), repository: "demo", root: "\(Self.folder)/checkout/demo")
        let defects = try KnownDefect.load("\(Self.folder)/defects.tsv")
        let rules = Self.rules + [("duplicated_formatting", false)]
        let evaluation = AccuracyEvaluation(findings: findings, labels: [:], defects: defects, traps: [], rules: rules)
        let named = try #require(evaluation.rows.first { $0.rule == "reimplemented_formatter" })
        #expect((named.defects, named.defectsFound) == (1, 0))
        #expect(evaluation.familyRecall == [
            "formatting written twice (reimplemented_formatter, duplicated_formatting, unshared_formatting): 1 of 2 read-found defects",
            "copies that drift (diverged_target_copy, unbuilt_copy): 0 of 1 read-found defects",
        ])
        #expect(evaluation.foundByFamily == ["D3": "duplicated_formatting"])
    }

    @Test func aFamilyCountsAFindingThatNamesTheDefectsPlaceAsTheOtherCopy() throws {
        // Reported at the app's timer, naming the widget's as the copy: the reader listed the widget's.
        let report = """
            {"violations": [{"rule": "duplicated_formatting", "severity": "warning", "message": "timerText(seconds:) outputs what timerText(seconds:) outputs",
              "file": "App/Timer.swift", "range": {"start": {"line": 4, "column": 5, "offset": 0}, "end": {"line": 4, "column": 11, "offset": 0}},
              "related": [{"file": "Widget/Timer.swift", "range": {"start": {"line": 4, "column": 5, "offset": 0}, "end": {"line": 4, "column": 11, "offset": 0}}, "message": "the same outputs"}]}]}
            """
        let findings = try Finding.load(report: Data(report.utf8), repository: "demo", root: "\(Self.folder)/checkout/demo")
        #expect(findings.first?.related == [Finding.Related(file: "Widget/Timer.swift", line: 4, lineText: "String(format: \"%02d:%02d\", seconds / 60, seconds % 60)")])
        let defects = try KnownDefect.load("\(Self.folder)/defects.tsv")
        let rules = Self.rules + [("duplicated_formatting", false)]
        let evaluation = AccuracyEvaluation(findings: findings, labels: [:], defects: defects, traps: [], rules: rules)
        #expect(evaluation.foundByFamily == ["D3": "duplicated_formatting"])
    }

    /// Reported at the member's name while the reader cited the line inside it that shows the
    /// defect: found; a trap inside a member is not fired by a finding about the whole member.
    @Test func aFindingAtAMemberFindsADefectCitedInsideIt() throws {
        let report = """
            {"violations": [{"rule": "reimplemented_formatter", "severity": "warning", "message": "timerText(seconds:) outputs what …",
              "file": "Widget/Timer.swift", "range": {"start": {"line": 3, "column": 6, "offset": 0}, "end": {"line": 3, "column": 15, "offset": 0}}},
             {"rule": "reimplemented_formatter", "severity": "warning", "message": "timerText(seconds:) outputs what …",
              "file": "App/Timer.swift", "range": {"start": {"line": 3, "column": 6, "offset": 0}, "end": {"line": 3, "column": 15, "offset": 0}}}]}
            """
        let findings = try Finding.load(report: Data(report.utf8), repository: "demo", root: "\(Self.folder)/checkout/demo")
        #expect(findings.first?.body?.lines == 3...5)
        let evaluation = AccuracyEvaluation(findings: findings, labels: [:], defects: try KnownDefect.load("\(Self.folder)/defects.tsv"),
                                            traps: try Trap.load("\(Self.folder)/traps.tsv"), rules: Self.rules)
        #expect(evaluation.defectsFound == ["D3"])
        #expect(evaluation.trapsClean == 2)
        let span = try CorpusPlace(repository: "demo", files: ["Widget/Timer.swift"], line: "L4", source: "test")
        #expect(span.isInside(findings[0]) && !span.matches(findings[0]))
        let outside = try CorpusPlace(repository: "demo", files: ["Widget/Timer.swift"], line: "L4-6", source: "test")
        #expect(!outside.isInside(findings[0]))
    }

    /// One part per file, one given by the text of its line and one by spans: each file is matched
    /// by its own part (the whole place was once taken as text no line contains).
    @Test func aPlaceMayGiveOneFileByTextAndAnotherBySpans() throws {
        let place = try CorpusPlace(repository: "demo", files: ["App/Call.swift", "Kit/Format.swift"],
                                    line: "label.text = String(format: \"%.2d:%.2d\", m, s)|L14-21,L50-52",
                                    source: "test")
        let finding = { (file: String, line: Int, text: String) in
            Finding(repository: "demo", rule: "reimplemented_formatter", file: file, line: line, lineText: text,
                    message: "")
        }
        #expect(place.matches(finding("App/Call.swift", 7, "    label.text = String(format: \"%.2d:%.2d\", m, s)")))
        #expect(!place.matches(finding("App/Call.swift", 14, "    label.text = nil")))
        #expect(place.matches(finding("Kit/Format.swift", 51, "return text")))
        #expect(!place.matches(finding("Kit/Format.swift", 30, "label.text = String(format: \"%.2d:%.2d\", m, s)")))
        #expect(throws: TSV.Failure.self) {
            try CorpusPlace(repository: "demo", files: ["App/Call.swift"], line: "label.text = x|L14", source: "test")
        }
    }

    @Test func defectsFoundOnlyByRulesOffByDefaultDoNotCountForTheDefaultRun() throws {
        let report = try Data(contentsOf: URL(fileURLWithPath: "\(Self.folder)/demo-report.json"))
        let findings = try Finding.load(report: report, repository: "demo", root: "\(Self.folder)/checkout/demo")
        let rules = Self.rules.map { ($0.id, $0.id == "diverged_target_copy" ? false : $0.enabledByDefault) }
        let evaluation = AccuracyEvaluation(
            findings: findings, labels: [:], defects: try KnownDefect.load("\(Self.folder)/defects.tsv"), traps: [], rules: rules
        )
        #expect(evaluation.defectsFound == ["D1", "D2"])
        #expect(evaluation.defectsFoundByDefault == ["D2"])
    }

    @Test func everyChangeOnRealCodeIsAProblem() throws {
        let (evaluation, _) = try evaluate()
        let problems = evaluation.problems.map(\.description).sorted()
        #expect(problems == [
            "a finding labeled fp and gone came back: demo App/Previews.swift preview_hardcoded_format: TimerView(text: \"Version 1.2.3\")",
            "a labeled TP disappeared: demo App/Previews.swift preview_hardcoded_format: TimerView(text: \"00:00\")",
            "trap T1 fired: demo App/Previews.swift:8 preview_hardcoded_format: \"Version 1.2.3\" looks like a date",
            "unlabeled: demo App/Previews.swift:12 preview_hardcoded_format: \"05:00\" is a clock time of 2 parts",
        ])
    }

    @Test func updateKeepsVanishedLabelsAsGoneAndAddsStubs() throws {
        let (evaluation, _) = try evaluate()
        let text = Label.render(evaluation.updatedLabels["demo"] ?? [], repository: "demo")
        let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.first == ["rule", "file", "line", "message", "label", "expect", "reason", "build"])
        let byLine = Dictionary(rows.dropFirst().map { ($0[2], $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byLine["TimerView(text: \"00:00\")"]?[5] == "gone")
        #expect(byLine["TimerView(text: \"05:00\")"]?[4] == "?")
        // The reworded label takes the message of today's finding and keeps its verdict.
        #expect(byLine["TimerView(text: \"12:30\")"]?[3] == "\"#:#\" looks like a clock time; use the shared formatter timerText(seconds:) (App/Timer.swift:#)")
        #expect(byLine["TimerView(text: \"12:30\")"]?[4] == "tp")
        #expect(byLine["TimerView(text: \"Version 1.2.3\")"]?[5] == "present")
        // Written labels read back as they were.
        let reread = try TSV.parse(text, file: "demo.tsv", required: ["rule", "label"])
        #expect(reread.count == 6)
    }

    @Test func badDataNamesTheFileAndLine() throws {
        #expect(throws: TSV.Failure.self) { try TSV.parse("rule\tlabel\nx\n", file: "l.tsv", required: ["rule"]) }
        do {
            _ = try TSV.parse("a\tb\n1\n", file: "l.tsv", required: ["a"])
        } catch let failure as TSV.Failure {
            #expect(failure.description == "l.tsv:2: 1 fields where the header has 2")
        }
        #expect(try CorpusRepository.load("\(Self.folder)/corpus.tsv").map(\.id) == ["demo"])
        #expect(try CorpusRepository.load("\(Self.folder)/corpus.tsv").map(\.set) == ["tune"])
    }

    @Test func tableRendersEveryRuleAndTheTotal() throws {
        let (evaluation, _) = try evaluate()
        let report = AccuracyReport(rules: Self.rules, columns: [.init(set: .tune, look: .now, evaluation: evaluation, traps: 2)])
        let markdown = AccuracyTable.markdown(report)
        #expect(markdown.contains("| rule | on by default | tune: precision | tune: defects |"))
        #expect(markdown.contains("| `preview_hardcoded_format` | yes | 50% (1/2) +1? | 1/1 |"))
        #expect(markdown.contains("| `identical_target_copy` | no | – | – |"))
        #expect(markdown.contains("| **all rules on by default** | yes | 75% (3/4) +1? | 2/3 |"))
    }
}
