import Foundation

/// Findings of a corpus run held against the labels, the known defects and the traps.
public struct AccuracyEvaluation: Sendable {
    public struct RuleRow: Sendable, Equatable {
        public let rule: String
        public let enabledByDefault: Bool
        public var findings = 0
        public var tp = 0
        public var fp = 0
        public var unsure = 0
        public var unlabeled = 0
        public var defects = 0
        public var defectsFound = 0

        /// TP over everything labeled; an unsure finding counts against it ("when in doubt it is not a TP").
        public var precision: Double? {
            let labeled = tp + fp + unsure
            return labeled == 0 ? nil : Double(tp) / Double(labeled)
        }

        public var recall: Double? { defects == 0 ? nil : Double(defectsFound) / Double(defects) }
    }

    /// Why the command fails: each change on real code has to be looked at.
    public enum Problem: Sendable, Equatable, CustomStringConvertible {
        case unlabeled(Finding)
        case lostTruePositive(LabelKey)
        case returnedFalsePositive(LabelKey, Verdict)
        case trapViolated(Trap, Finding)
        case wrongCommit(repository: String, expected: String, found: String)

        /// The order problems are listed in: what a rule change broke first.
        public var rank: Int {
            switch self {
            case .wrongCommit: 0
            case .lostTruePositive: 1
            case .returnedFalsePositive: 2
            case .trapViolated: 3
            case .unlabeled: 4
            }
        }

        public var description: String {
            switch self {
            case .unlabeled(let finding):
                return "unlabeled: \(finding.repository) \(finding.file):\(finding.line) \(finding.rule): \(finding.message)"
            case .lostTruePositive(let key):
                return "a labeled TP disappeared: \(key.repository) \(key.file) \(key.rule): \(key.lineText)"
            case .returnedFalsePositive(let key, let verdict):
                return "a finding labeled \(verdict.rawValue) and gone came back: \(key.repository) \(key.file) \(key.rule): \(key.lineText)"
            case .trapViolated(let trap, let finding):
                return "trap \(trap.id) fired: \(finding.repository) \(finding.file):\(finding.line) \(finding.rule): \(finding.message)"
            case .wrongCommit(let repository, let expected, let found):
                return "\(repository) is checked out at \(found), the manifest pins \(expected)"
            }
        }
    }

    public private(set) var rows: [RuleRow]
    public private(set) var problems: [Problem] = []
    /// Labels no finding matches any more although they were expected (FP and unsure: fixed).
    public private(set) var vanished: [LabelKey] = []
    /// Labels matched through their place only, because the rule's message changed.
    public private(set) var reworded = 0
    public private(set) var defectsFound: [String] = []
    public private(set) var defectsMissed: [String] = []
    /// Known defects a rule that is on by default finds: what a user's first run reports.
    public private(set) var defectsFoundByDefault: [String] = []
    public private(set) var trapsClean = 0
    /// Each family's recall over the set's read-found defects (`RuleFamily`), as lines.
    public private(set) var familyRecall: [String] = []
    /// Defects their named rules miss that another rule of their family finds: id → that rule.
    public private(set) var foundByFamily: [String: String] = [:]
    /// The labels as they should read after this run (`--update`).
    public private(set) var updatedLabels: [String: [Label]] = [:]

    /// `rules`: every rule of the run, with whether it is on by default; `build`: the previewlint
    /// build of the run, recorded on the labels of new findings.
    public init(findings: [Finding], labels: [String: [Label]], defects: [KnownDefect], traps: [Trap],
                rules: [(id: String, enabledByDefault: Bool)], build: String = "") {
        rows = rules.map { RuleRow(rule: $0.id, enabledByDefault: $0.enabledByDefault) }
        let repositories = Set(findings.map(\.repository)).union(labels.keys).sorted()
        for repository in repositories {
            match(findings.filter { $0.repository == repository }, labels[repository] ?? [], repository: repository, build: build)
        }
        count(defects: defects, findings: findings)
        familyRecall = RuleFamily.all.compactMap { $0.summary(defects: defects, findings: findings) }
        for defect in defects where defectsMissed.contains(defect.id) {
            foundByFamily[defect.id] = RuleFamily.all.lazy.compactMap { $0.finder(of: defect, in: findings) }.first
        }
        for trap in traps {
            let fired = trap.violations(in: findings)
            if fired.isEmpty { trapsClean += 1 }
            problems += fired.map { .trapViolated(trap, $0) }
        }
    }

    public mutating func noteCommit(repository: String, expected: String, found: String) {
        problems.insert(.wrongCommit(repository: repository, expected: expected, found: found), at: 0)
    }

    private mutating func match(_ findings: [Finding], _ labels: [Label], repository: String, build: String) {
        var byKey: [LabelKey: Label] = [:]
        for label in labels { byKey[label.key] = label }
        var findingKeys: [LabelKey: [Finding]] = [:]
        for finding in findings { findingKeys[finding.key, default: []].append(finding) }

        // A label whose message no longer matches still holds when it is the only one left at its
        // place and one finding key is left there too.
        var unmatchedLabelsAtPlace: [PlaceKey: [LabelKey]] = [:]
        for key in byKey.keys where findingKeys[key] == nil { unmatchedLabelsAtPlace[key.place, default: []].append(key) }
        var unmatchedFindingsAtPlace: [PlaceKey: [LabelKey]] = [:]
        for key in findingKeys.keys where byKey[key] == nil { unmatchedFindingsAtPlace[key.place, default: []].append(key) }
        var renamed: [LabelKey: LabelKey] = [:]
        for (place, findingsHere) in unmatchedFindingsAtPlace {
            if findingsHere.count == 1, let labelsHere = unmatchedLabelsAtPlace[place], labelsHere.count == 1 {
                renamed[findingsHere[0]] = labelsHere[0]
            }
        }
        reworded += renamed.count

        var updated: [Label] = []
        var used: Set<LabelKey> = []
        for (key, group) in findingKeys.sorted(by: { $0.key.file + $0.key.lineText < $1.key.file + $1.key.lineText }) {
            let labelKey = byKey[key] != nil ? key : renamed[key]
            guard let labelKey, var label = byKey[labelKey] else {
                for finding in group { record(finding, verdict: .unlabeled) }
                problems += group.map { .unlabeled($0) }
                updated.append(Label(key: key, verdict: .unlabeled, expectation: .present, reason: "", build: build))
                continue
            }
            used.insert(labelKey)
            for finding in group { record(finding, verdict: label.verdict) }
            if label.verdict == .unlabeled { problems += group.map { .unlabeled($0) } }
            if label.expectation == .gone, label.verdict != .tp { problems.append(.returnedFalsePositive(key, label.verdict)) }
            label.key = key
            label.expectation = .present
            updated.append(label)
        }
        for label in labels where !used.contains(label.key) {
            if label.expectation == .present {
                switch label.verdict {
                case .tp: problems.append(.lostTruePositive(label.key))
                case .fp, .unsure: vanished.append(label.key)
                case .unlabeled: break
                }
            }
            var gone = label
            gone.expectation = .gone
            if label.verdict != .unlabeled { updated.append(gone) }
        }
        updatedLabels[repository] = updated
    }

    private mutating func record(_ finding: Finding, verdict: Verdict) {
        guard let index = rows.firstIndex(where: { $0.rule == finding.rule }) else {
            rows.append(RuleRow(rule: finding.rule, enabledByDefault: true))
            return record(finding, verdict: verdict)
        }
        rows[index].findings += 1
        switch verdict {
        case .tp: rows[index].tp += 1
        case .fp: rows[index].fp += 1
        case .unsure: rows[index].unsure += 1
        case .unlabeled: rows[index].unlabeled += 1
        }
    }

    private mutating func count(defects: [KnownDefect], findings: [Finding]) {
        let onByDefault = Set(rows.filter(\.enabledByDefault).map(\.rule))
        let defaultFindings = findings.filter { onByDefault.contains($0.rule) }
        for defect in defects {
            let found = defect.isFound(in: findings)
            if found { defectsFound.append(defect.id) } else { defectsMissed.append(defect.id) }
            if defect.isFound(in: defaultFindings) { defectsFoundByDefault.append(defect.id) }
            for rule in defect.rules {
                guard let index = rows.firstIndex(where: { $0.rule == rule }) else { continue }
                rows[index].defects += 1
                if findings.contains(where: { $0.rule == rule && defect.place.isInside($0) }) {
                    rows[index].defectsFound += 1
                }
            }
        }
    }

    /// The rows of rules enabled by default, added up.
    public var overall: RuleRow {
        var total = RuleRow(rule: "all rules on by default", enabledByDefault: true)
        for row in rows where row.enabledByDefault {
            total.findings += row.findings
            total.tp += row.tp
            total.fp += row.fp
            total.unsure += row.unsure
            total.unlabeled += row.unlabeled
        }
        total.defects = defectsFound.count + defectsMissed.count
        total.defectsFound = defectsFoundByDefault.count
        return total
    }
}
