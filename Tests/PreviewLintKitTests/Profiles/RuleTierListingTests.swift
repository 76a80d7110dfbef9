import Foundation
import Testing

/// `previewlint rules` and `explain` show each rule's tier and its figures at first look, the
/// same in every format.
@Suite struct RuleTierListingTests {
    /// What the text format prints under a rule, from its JSON entry.
    static func measurement(_ rule: [String: Any]) throws -> String {
        guard let look = rule["first_look"] as? [String: Any] else {
            return "not measured: \(try #require(rule["not_measured"] as? String))"
        }
        let (tp, labeled) = (try #require(look["true_positives"] as? Int), try #require(look["labeled"] as? Int))
        let batches = try #require(look["batches"] as? [String])
        let span = batches.count > 1 ? "\(batches[0])…\(batches[batches.count - 1])" : batches.first ?? "no batch"
        let recall = try #require(look["recall"] as? [[String: Any]]).map { "\($0["set"]!) \($0["found"]!)/\($0["of"]!)" }
        let recallText = recall.isEmpty ? "no read-found defects" : recall.joined(separator: ", ")
        guard labeled > 0 else { return "no findings at first look on \(span); recall \(recallText)" }
        let percent = Int((Double(tp) / Double(labeled) * 100).rounded())
        return "precision \(percent)% (\(tp) of \(labeled)) at first look on \(span); recall \(recallText)"
    }

    @Test func everyFormatShowsTierPrecisionAndRecall() throws {
        let repository = try TemporaryRepository()
        let json = try repository.run("rules", "--format", "json")
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let text = try repository.run("rules").stdout
        let markdown = try repository.run("rules", "--format", "markdown").stdout
        #expect(markdown.hasPrefix("| id | name | category | default severity | tier | first-look precision | recall at first look | summary |\n"))
        let width = rules.compactMap { ($0["id"] as? String)?.count }.max() ?? 0
        for rule in rules {
            let id = try #require(rule["id"] as? String)
            let tier = try #require(rule["tier"] as? String)
            #expect(["default", "extended", "experimental"].contains(tier))
            #expect(rule["enabled"] as? Bool == (tier == "default"))
            let padding = String(repeating: " ", count: width - id.count)
            let head = id + padding + "  " + tier + String(repeating: " ", count: 12 - tier.count) + "  "
            let measurement = try Self.measurement(rule)
            #expect(text.contains("\n" + head) || text.hasPrefix(head))
            #expect(text.contains("\n" + String(repeating: " ", count: width + 2) + measurement + "\n"))
            #expect(markdown.contains("| `\(id)` | \(try #require(rule["name"] as? String)) | "))
        }
        let explain = try repository.run("explain", "preview_hardcoded_format")
        let rule = try #require(rules.first { $0["id"] as? String == "preview_hardcoded_format" })
        #expect(explain.stdout.hasPrefix("""
        preview_hardcoded_format: Hard-coded Formatted Output in Preview
        category: previews; default severity: warning; tier: experimental (runs with --profile all)
        \(try Self.measurement(rule))


        """))
    }
}
