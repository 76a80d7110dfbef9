import AccuracyKit
import Foundation
import Testing

/// Tiers from pooled first-look precision, the restraint that keeps what runs by default until a
/// batch decides it, and the measured block the accuracy command writes into each descriptor.
@Suite struct RuleTierTests {
    @Test func thresholdsNeedTenLabeledFindings() {
        #expect(RuleTier.measured(truePositives: 9, labeled: 10) == .default)
        #expect(RuleTier.measured(truePositives: 18, labeled: 20) == .default)
        #expect(RuleTier.measured(truePositives: 17, labeled: 20) == .extended)
        #expect(RuleTier.measured(truePositives: 15, labeled: 20) == .extended)
        #expect(RuleTier.measured(truePositives: 14, labeled: 20) == .experimental)
        // Below ten findings nothing is decided, however precise.
        #expect(RuleTier.measured(truePositives: 9, labeled: 9) == .experimental)
        #expect(RuleTier.measured(truePositives: 0, labeled: 0) == .experimental)
    }

    @Test func whatRunsByDefaultMovesOnlyWhenABatchDecides() {
        // A rule on by default is never demoted, one off by default never promoted past extended.
        #expect(RuleTier.recorded(measured: .experimental, current: .default, deciding: false) == .default)
        #expect(RuleTier.recorded(measured: .extended, current: .default, deciding: false) == .default)
        #expect(RuleTier.recorded(measured: .default, current: .experimental, deciding: false) == .extended)
        #expect(RuleTier.recorded(measured: .default, current: .extended, deciding: false) == .extended)
        #expect(RuleTier.recorded(measured: .experimental, current: .extended, deciding: false) == .experimental)
        #expect(RuleTier.recorded(measured: .extended, current: .experimental, deciding: false) == .extended)
        // --decide-tiers applies the thresholds as they are.
        #expect(RuleTier.recorded(measured: .experimental, current: .default, deciding: true) == .experimental)
        #expect(RuleTier.recorded(measured: .default, current: .experimental, deciding: true) == .default)
    }

    static func finding(_ repository: String, _ rule: String, _ line: Int) -> Finding {
        Finding(repository: repository, rule: rule, file: "App/View.swift", line: line, lineText: "line \(line)", message: "m \(line)")
    }

    /// One batch's first look: `tp` right and `fp` wrong findings of `rule` in one repository.
    static func batch(_ repository: String, _ rule: String, tp: Int, fp: Int, defects: [KnownDefect] = []) -> AccuracyEvaluation {
        let findings = (0..<(tp + fp)).map { finding(repository, rule, $0 + 1) }
        let labels = findings.enumerated().map { index, finding in
            Label(key: finding.key, verdict: index < tp ? .tp : .fp, expectation: .present, reason: "read", build: "abc")
        }
        return AccuracyEvaluation(findings: findings, labels: [repository: labels], defects: defects, traps: [],
                                  rules: [(id: rule, enabledByDefault: false)])
    }

    @Test func figuresPoolTheBatchesSinceTheRuleLastChanged() throws {
        let place = try CorpusPlace(repository: "b", files: ["App/View.swift"], line: "L3", source: "d.tsv:2")
        let missed = try CorpusPlace(repository: "b", files: ["Other.swift"], line: "L1", source: "d.tsv:3")
        let firstLooks: [CorpusSet: AccuracyEvaluation] = [
            .evaluation(1): Self.batch("a", "r", tp: 1, fp: 5),
            .evaluation(2): Self.batch("b", "r", tp: 6, fp: 0, defects: [
                KnownDefect(id: "D1", rules: ["r"], place: place, description: ""),
                KnownDefect(id: "D2", rules: ["r"], place: missed, description: ""),
            ]),
            .evaluation(3): Self.batch("c", "r", tp: 4, fp: 0),
        ]
        let all = FirstLookFigures.measure("r", since: nil, firstLooks: firstLooks)
        #expect((all.truePositives, all.labeled) == (11, 16) && all.measuredTier == .experimental)
        #expect(all.batches == [.evaluation(1), .evaluation(2), .evaluation(3)])
        #expect(all.recall == [.init(set: .evaluation(2), found: 1, of: 2)])
        let since = FirstLookFigures.measure("r", since: .evaluation(2), firstLooks: firstLooks)
        #expect((since.truePositives, since.labeled) == (10, 10) && since.measuredTier == .default)
        #expect(since.batches == [.evaluation(2), .evaluation(3)])
        #expect(CorpusSet("eval-2")! > CorpusSet("eval-1")! && CorpusSet("eval-1")! > .tune && CorpusSet("eval-0") == nil)
    }

    static let descriptor = """
    id: r
    name: R
    category: previews
    severity: warning
    tier: experimental
    measured_since: eval-2
    summary: Something.
    rationale: |
      Why.
    examples:
      triggering: []

    """

    static let firstLooks: [CorpusSet: AccuracyEvaluation] = [
        .evaluation(1): batch("a", "r", tp: 0, fp: 9),
        .evaluation(2): batch("b", "r", tp: 10, fp: 0),
    ]

    @Test func theDescriptorRecordsTierAndFigures() throws {
        let (text, standing) = try RuleDescriptorFile.update(Self.descriptor, source: "Rules/r.yml", firstLooks: Self.firstLooks, deciding: false)
        #expect(text == """
        id: r
        name: R
        category: previews
        severity: warning
        measured_since: eval-2
        # tier and first_look: written by previewlint-accuracy from Accuracy/first-look; do not edit.
        tier: extended
        first_look:
          batches: [eval-2]
          true_positives: 10
          labeled: 10
          recall: {}
        summary: Something.
        rationale: |
          Why.
        examples:
          triggering: []

        """)
        #expect(standing.tier == .extended && standing.measuredTier == .default && standing.isHeld)
        #expect(standing.description == "r: extended, precision 10 of 10 (100%) on eval-2, recall no read-found defects; measures default, held until --decide-tiers")
        // Written again with the same figures, nothing changes; deciding promotes it.
        #expect(try RuleDescriptorFile.update(text, source: "Rules/r.yml", firstLooks: Self.firstLooks, deciding: false).text == text)
        let decided = try RuleDescriptorFile.update(text, source: "Rules/r.yml", firstLooks: Self.firstLooks, deciding: true)
        #expect(decided.standing.tier == .default && decided.text.contains("\ntier: default\n"))
    }

    @Test func theAccuracyPageShowsEachRulesTierAndFigures() throws {
        let (_, held) = try RuleDescriptorFile.update(Self.descriptor, source: "Rules/r.yml", firstLooks: Self.firstLooks, deciding: false)
        let unmeasured = RuleStanding(rule: "c", tier: .default, measuredTier: .default, figures: nil, notMeasured: "configured by users")
        let page = AccuracyDocument.render(corpus: [], report: AccuracyReport(rules: [], columns: []), standings: [held, unmeasured],
                                           defects: [], traps: [], labelCount: 0, swiftFiles: [:])
        #expect(page.contains("""
        | tier | pooled first-look precision | runs with |
        |---|---|---|
        | `default` | at least 90% over at least 10 findings | every profile (`--profile default` is the default) |
        | `extended` | at least 75% over at least 10 findings | `--profile extended` and `--profile all` |
        | `experimental` | the rest | `--profile all` |
        """))
        #expect(page.contains("""
        | rule | tier | first-look precision | recall at first look |
        |---|---|---|---|
        | `c` | `default` | not measured: configured by users | not measured |
        | `r` | `extended` (measures `default`) | 10 of 10 (100%) on eval-2 | no read-found defects |
        """))
    }

    @Test func aRuleTheCorpusCannotMeasureKeepsItsTierAndHasNoFigures() throws {
        let text = Self.descriptor.replacingOccurrences(of: "tier: experimental\nmeasured_since: eval-2\n", with: "tier: default\nnot_measured: no corpus run configures it\n")
        let (updated, standing) = try RuleDescriptorFile.update(text, source: "Rules/r.yml", firstLooks: Self.firstLooks, deciding: true)
        #expect(standing.tier == .default && standing.figures == nil)
        #expect(standing.description == "r: default (not measured: no corpus run configures it)")
        #expect(updated.contains("not_measured: no corpus run configures it\n# tier and first_look: written by previewlint-accuracy from Accuracy/first-look; do not edit.\ntier: default\nsummary:"))
    }

    @Test func aMeasuredSinceThatIsNoBatchOrAMissingTierIsAnError() {
        let text = Self.descriptor.replacingOccurrences(of: "eval-2", with: "tune")
        let error = #expect(throws: TSV.Failure.self) {
            try RuleDescriptorFile.update(text, source: "Rules/r.yml", firstLooks: Self.firstLooks, deciding: false)
        }
        #expect(error?.description == "Rules/r.yml: measured_since 'tune' is not an evaluation batch (eval-N)")
        let untiered = #expect(throws: TSV.Failure.self) {
            try RuleDescriptorFile.update(Self.descriptor.replacingOccurrences(of: "tier: experimental\n", with: ""),
                                          source: "Rules/r.yml", firstLooks: Self.firstLooks, deciding: false)
        }
        #expect(untiered?.description == "Rules/r.yml: no 'tier:'; a new rule starts with 'tier: experimental'")
    }

    /// The descriptor-only mode of the accuracy command: committed first looks and defects in,
    /// rewritten descriptors out, nothing linted.
    @Test func descriptorsAreWrittenFromTheCommittedFirstLooks() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("accuracy-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: data) }
        try FileManager.default.createDirectory(atPath: "\(data)/first-look/eval-1", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: "\(data)/Rules", withIntermediateDirectories: true)
        try """
        id\turl\tcommit\tset\tlayout\tdescription
        a\thttps://example.com/a\t0123456789abcdef0123456789abcdef01234567\teval-1\tfolders\tone app
        b\thttps://example.com/b\t0123456789abcdef0123456789abcdef01234567\teval-1\tfolders\tnot looked at yet

        """.write(toFile: "\(data)/corpus.tsv", atomically: true, encoding: .utf8)
        try """
        id\trepo\trules\tfile\tline\tdescription
        D1\ta\tr\tApp/View.swift\tL2\tfound
        D2\ta\tr,q\tApp/Other.swift\t\tmissed
        D3\tb\tr\tApp/View.swift\tL1\tits repository has no first look

        """.write(toFile: "\(data)/defects.tsv", atomically: true, encoding: .utf8)
        let findings = (1...12).map { Self.finding("a", "r", $0) }
        var firstLook = FirstLook.render(findings, repository: "a", build: "abc", onByDefault: [])
        for line in 1...12 {
            firstLook = firstLook.replacingOccurrences(of: "\tm \(line)\t?\t", with: "\tm \(line)\t\(line <= 10 ? "tp" : "fp")\t")
        }
        try firstLook.write(toFile: "\(data)/first-look/eval-1/a.tsv", atomically: true, encoding: .utf8)
        let everyBatch = Self.descriptor.replacingOccurrences(of: "measured_since: eval-2\n", with: "")
        try everyBatch.write(toFile: "\(data)/Rules/r.yml", atomically: true, encoding: .utf8)
        try everyBatch.replacingOccurrences(of: "id: r\n", with: "id: q\n").replacingOccurrences(of: "tier: experimental", with: "tier: default")
            .write(toFile: "\(data)/Rules/q.yml", atomically: true, encoding: .utf8)

        let firstLooks = try FirstLookBatches.load(data: data, corpus: try CorpusRepository.load("\(data)/corpus.tsv"),
                                                   defects: try KnownDefect.load("\(data)/defects.tsv"), rules: ["q", "r"])
        let standings = try RuleDescriptorFile.updateFolder("\(data)/Rules", firstLooks: firstLooks, deciding: false, write: true)
        #expect(standings.map(\.description) == [
            "q: default, precision no findings on eval-1, recall eval-1 0/1; measures experimental, held until --decide-tiers",
            "r: extended, precision 10 of 12 (83%) on eval-1, recall eval-1 1/2",
        ])
        let written = try String(contentsOfFile: "\(data)/Rules/r.yml", encoding: .utf8)
        #expect(written.contains("""
        severity: warning
        # tier and first_look: written by previewlint-accuracy from Accuracy/first-look; do not edit.
        tier: extended
        first_look:
          batches: [eval-1]
          true_positives: 10
          labeled: 12
          recall:
            eval-1: {found: 1, of: 2}
        summary: Something.
        """))
    }
}
