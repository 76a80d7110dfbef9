import SwiftParser
import SwiftSyntax
@testable import PreviewLintKit

/// Lowers the formatting code of a source text the way a caller would: the types' static literal
/// constants and configured formatters form the context, and every function may call the others.
struct BehaviourSource {
    let formatters: [String: LoweredFormatter]
    let comparison: BehaviourComparison

    init(_ source: String, grid: BehaviourGrid = .standard) {
        let tree = Parser.parse(source: source)
        let collector = DeclarationCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        var context = LoweringContext(functions: Set(collector.functions.map { FormatterLowering().lower($0).signature }))
        for variable in collector.variables { context.read(variable) }
        let lowering = FormatterLowering(context: context)
        var formatters: [String: LoweredFormatter] = [:]
        for function in collector.functions {
            formatters[function.name.text] = lowering.lower(function, extending: FormatterLowering.extendedValueType(of: function))
        }
        for variable in collector.variables {
            if let property = lowering.lower(variable, extending: FormatterLowering.extendedValueType(of: variable)) {
                formatters[property.name] = property
            }
        }
        self.formatters = formatters
        comparison = BehaviourComparison(evaluator: BehaviourEvaluator(library: Array(formatters.values)), grid: grid)
    }

    subscript(name: String) -> LoweredFormatter {
        guard let formatter = formatters[name] else { fatalError("no \(name) in the source") }
        return formatter
    }

    /// The outcome of `name(arguments…)`.
    func outcome(_ name: String, _ arguments: BehaviourValue...) -> BehaviourOutcome {
        comparison.evaluator.outcome(of: self[name], arguments: arguments)
    }

    /// The outcome of `name(arguments…)` on a device at de_DE, where it differs from en_US's.
    func otherLocaleOutcome(_ name: String, _ arguments: BehaviourValue...) -> BehaviourOutcome? {
        comparison.evaluator.otherLocaleOutcome(of: self[name], arguments: arguments)
    }

    func compare(_ first: String, _ second: String, fixing: [String: Bool] = [:]) -> BehaviourComparison.Result {
        comparison.compare(self[first], self[second], fixing: fixing)
    }
}

private final class DeclarationCollector: SyntaxVisitor {
    var functions: [FunctionDeclSyntax] = []
    var variables: [VariableDeclSyntax] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.append(node)
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // Locals inside bodies are the lowering's business, not declarations of the file.
        if node.parent?.is(MemberBlockItemSyntax.self) == true || node.parent?.parent?.is(SourceFileSyntax.self) == true {
            variables.append(node)
        }
        return .skipChildren
    }
}
