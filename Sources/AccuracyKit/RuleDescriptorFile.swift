import Foundation

/// The measured part of a rule descriptor (`Rules/<id>.yml`): `tier:` and the `first_look:`
/// block, written by the accuracy command and never by hand, from the hand-written
/// `measured_since:` (the first batch whose first look counts) and `not_measured:` (why the
/// corpus cannot measure the rule). Edited as lines, so the rest of the file stays as written.
public enum RuleDescriptorFile {
    static let marker = "# tier and first_look: written by previewlint-accuracy from Accuracy/first-look; do not edit."

    /// Updates every `<id>.yml` of `folder` (rewriting only those that change when `write`), and
    /// returns where each rule stands, by id.
    public static func updateFolder(_ folder: String, firstLooks: [CorpusSet: AccuracyEvaluation], deciding: Bool,
                                    write: Bool) throws -> [RuleStanding] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yml") }.sorted()
        return try names.map { name in
            let path = "\(folder)/\(name)"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let (updated, standing) = try update(text, source: path, firstLooks: firstLooks, deciding: deciding)
            if write, updated != text { try updated.write(toFile: path, atomically: true, encoding: .utf8) }
            return standing
        }
    }

    /// The descriptor with its measured block rewritten, and where the rule stands.
    /// `deciding`: apply the thresholds without the restraint that keeps what runs by default.
    public static func update(_ text: String, source: String, firstLooks: [CorpusSet: AccuracyEvaluation],
                              deciding: Bool) throws -> (text: String, standing: RuleStanding) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let rule = value("id", in: lines) else { throw TSV.Failure(description: "\(source): no 'id:'") }
        let current = try currentTier(lines, source: source)
        var since: CorpusSet?
        if let text = value("measured_since", in: lines) {
            guard let set = CorpusSet(text), set.isEvaluation else {
                throw TSV.Failure(description: "\(source): measured_since '\(text)' is not an evaluation batch (eval-N)")
            }
            since = set
        }
        let notMeasured = value("not_measured", in: lines)
        let figures = notMeasured == nil ? FirstLookFigures.measure(rule, since: since, firstLooks: firstLooks) : nil
        let measured = figures?.measuredTier ?? current
        let tier = figures == nil ? current : RuleTier.recorded(measured: measured, current: current, deciding: deciding)
        let standing = RuleStanding(rule: rule, tier: tier, measuredTier: measured, figures: figures, notMeasured: notMeasured)
        return (rewrite(lines, block: block(tier: tier, figures: figures)).joined(separator: "\n"), standing)
    }

    /// The tier the descriptor records; a new rule's descriptor starts with `tier: experimental`.
    static func currentTier(_ lines: [String], source: String) throws -> RuleTier {
        guard let text = value("tier", in: lines) else {
            throw TSV.Failure(description: "\(source): no 'tier:'; a new rule starts with 'tier: experimental'")
        }
        guard let tier = RuleTier(rawValue: text) else {
            throw TSV.Failure(description: "\(source): tier '\(text)' is not default, extended or experimental")
        }
        return tier
    }

    static func block(tier: RuleTier, figures: FirstLookFigures?) -> [String] {
        var block = [marker, "tier: \(tier.rawValue)"]
        guard let figures else { return block }
        block.append("first_look:")
        block.append("  batches: [\(figures.batches.map(\.description).joined(separator: ", "))]")
        block.append("  true_positives: \(figures.truePositives)")
        block.append("  labeled: \(figures.labeled)")
        let recall = figures.recall.map { "\($0.set): {found: \($0.found), of: \($0.of)}" }
        block.append(recall.isEmpty ? "  recall: {}" : "  recall:")
        block += recall.map { "    " + $0 }
        return block
    }

    /// Drops the old block and puts the new one before `summary:`.
    static func rewrite(_ lines: [String], block: [String]) -> [String] {
        var kept: [String] = []
        var inFirstLook = false
        for line in lines {
            if inFirstLook, line.hasPrefix(" ") { continue }
            inFirstLook = line.hasPrefix("first_look:")
            if inFirstLook || line == marker || line.hasPrefix("tier:") { continue }
            kept.append(line)
        }
        let index = kept.firstIndex { $0.hasPrefix("summary:") } ?? kept.count
        kept.insert(contentsOf: block, at: index)
        return kept
    }

    /// A top-level scalar written on one line, `key: value`.
    static func value(_ key: String, in lines: [String]) -> String? {
        guard let line = lines.first(where: { $0.hasPrefix(key + ":") }) else { return nil }
        let text = line.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? nil : text
    }
}
