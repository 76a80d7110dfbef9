/// `previewlint baseline report`: what a baseline hides, by rule and by file, largest first.
public enum BaselineSummary {
    public static func render(_ baseline: Baseline, path: String) -> String {
        let files = Set(baseline.counts.keys.map(\.file))
        var text = "\(path): \(plural(baseline.violationCount, "accepted violation")) in \(plural(files.count, "file"))\n"
        guard !baseline.counts.isEmpty else { return text }
        text += "\nBy rule:\n" + table(totals(baseline, by: \.ruleID))
        text += "\nBy file:\n" + table(totals(baseline, by: \.file))
        return text
    }

    private static func totals(_ baseline: Baseline, by key: KeyPath<Baseline.Entry, String>) -> [(String, Int)] {
        var totals: [String: Int] = [:]
        for (entry, count) in baseline.counts { totals[entry[keyPath: key], default: 0] += count }
        return totals.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    private static func table(_ rows: [(String, Int)]) -> String {
        let width = rows.map { String($0.1).count }.max() ?? 0
        return rows.map { name, count in
            let number = String(count)
            return "  " + String(repeating: " ", count: width - number.count) + number + "  " + name + "\n"
        }.joined()
    }
}
