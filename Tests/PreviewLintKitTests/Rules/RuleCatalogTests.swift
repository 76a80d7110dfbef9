import Foundation
import Testing
@testable import PreviewLintKit

/// Keeps the three faces of each rule in step: its YAML, its Swift type, its examples.
@Suite struct RuleCatalogTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyDescriptorHasARuleAndEveryRuleADescriptor() {
        let implemented = Set(RuleRegistry.ruleTypes.map { $0.id })
        let described = Set(RuleCatalog.ids)
        #expect(implemented == described)
        #expect(RuleRegistry.ruleTypes.count == implemented.count, "a rule type is registered twice")
    }

    @Test func theEmbeddedCatalogIsTheRulesFolder() throws {
        let folder = Self.repository.appendingPathComponent("Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yml") }.sorted()
        #expect(files == RuleCatalog.ids.map { "\($0).yml" })
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let embedded = EmbeddedRuleDescriptors.files.first { $0.name == "Rules/\(file)" }
            #expect(embedded?.yaml == text, "Rules/\(file) differs from the binary's copy: run Scripts/generate-docs.sh")
        }
    }

    @Test func everyRuleHasASwiftFileNamedAfterIt() throws {
        let folder = Self.repository.appendingPathComponent("Sources/PreviewLintKit/Rules")
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        for id in RuleCatalog.ids {
            let camel = id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            #expect(files.contains("\(camel)Rule.swift"), "Sources/PreviewLintKit/Rules/\(camel)Rule.swift is missing for \(id)")
        }
    }

    @Test func descriptorsAreComplete() {
        for rule in RuleCatalog.descriptors {
            #expect(!rule.summary.isEmpty && !rule.rationale.isEmpty, "\(rule.id) needs a summary and a rationale")
            #expect(!rule.triggeringExamples.isEmpty, "\(rule.id) has no triggering example")
            #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.id) has no non-triggering example")
        }
    }
}
