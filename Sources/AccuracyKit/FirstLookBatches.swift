import Foundation

/// Every evaluation batch's first look, read from the committed files alone: what the
/// descriptors' figures and tiers are computed from, with or without a corpus run.
public enum FirstLookBatches {
    /// `rules`: every rule id, so a rule with no finding still has its defects counted.
    /// A batch counts the repositories whose first look is written, and only their defects.
    public static func load(data: String, corpus: [CorpusRepository], defects: [KnownDefect],
                            rules: [String]) throws -> [CorpusSet: AccuracyEvaluation] {
        var rowsBySet: [CorpusSet: [String: [FirstLookRow]]] = [:]
        for repository in corpus {
            guard let set = CorpusSet(repository.set), set.isEvaluation else { continue }
            let path = FirstLook.path(data: data, set: repository.set, repository: repository.id)
            guard FileManager.default.fileExists(atPath: path) else { continue }
            rowsBySet[set, default: [:]][repository.id] = try FirstLook.load(path, repository: repository.id)
        }
        let ruleList = rules.map { (id: $0, enabledByDefault: false) }
        return rowsBySet.mapValues { rows in
            let looked = Set(rows.keys)
            return FirstLook.evaluate(rows, defects: defects.filter { looked.contains($0.place.repository) }, traps: [], rules: ruleList)
        }
    }
}
