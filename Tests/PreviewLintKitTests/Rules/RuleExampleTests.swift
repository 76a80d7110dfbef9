import Foundation
import Testing
@testable import PreviewLintKit

/// Every example in `Rules/*.yml` runs here, as is and in variants that must not change the outcome.
@Suite struct RuleExampleTests {
    static let descriptors = RuleCatalog.descriptors

    @Test(arguments: descriptors.map(\.id))
    func triggeringExamplesReportExactlyTheMarkedPositions(id: String) throws {
        let runner = ExampleRunner(descriptor: RuleCatalog.descriptor(id)!)
        for example in runner.descriptor.triggeringExamples {
            let outcome = try runner.run(example)
            #expect(!outcome.expected.isEmpty, "Rules/\(id).yml:\(example.line): a triggering example needs a ↓ marker")
            #expect(outcome.actual == outcome.expected, "Rules/\(id).yml:\(example.line): \(outcome.messages)")
        }
    }

    @Test(arguments: descriptors.map(\.id))
    func nonTriggeringExamplesReportNothing(id: String) throws {
        let runner = ExampleRunner(descriptor: RuleCatalog.descriptor(id)!)
        for example in runner.descriptor.nonTriggeringExamples {
            let outcome = try runner.run(example)
            #expect(outcome.expected.isEmpty, "Rules/\(id).yml:\(example.line): a non-triggering example has a marker")
            #expect(outcome.actual.isEmpty, "Rules/\(id).yml:\(example.line): \(outcome.messages)")
        }
    }

    @Test(arguments: descriptors.map(\.id))
    func examplesSurviveAMultibytePrefixLine(id: String) throws {
        let runner = ExampleRunner(descriptor: RuleCatalog.descriptor(id)!)
        for example in runner.descriptor.triggeringExamples + runner.descriptor.nonTriggeringExamples where !example.skipsVariants {
            let outcome = try runner.run(example, transform: ExampleRunner.multibytePrefix)
            #expect(outcome.actual == outcome.expected, "Rules/\(id).yml:\(example.line) with a multibyte prefix: \(outcome.messages)")
        }
    }

    @Test(arguments: descriptors.map(\.id))
    func examplesInsideACommentReportNothing(id: String) throws {
        let runner = ExampleRunner(descriptor: RuleCatalog.descriptor(id)!)
        for example in runner.descriptor.triggeringExamples where !example.skipsVariants {
            let outcome = try runner.run(example, transform: ExampleRunner.insideComment)
            #expect(outcome.actual.isEmpty, "Rules/\(id).yml:\(example.line) inside a comment: \(outcome.messages)")
        }
    }

    @Test(arguments: descriptors.map(\.id))
    func examplesUnderADisableCommentReportNothing(id: String) throws {
        let runner = ExampleRunner(descriptor: RuleCatalog.descriptor(id)!)
        for example in runner.descriptor.triggeringExamples where !example.skipsVariants {
            let outcome = try runner.run(example, transform: runner.disabled)
            #expect(outcome.actual.isEmpty, "Rules/\(id).yml:\(example.line) under a disable comment: \(outcome.messages)")
        }
    }
}
