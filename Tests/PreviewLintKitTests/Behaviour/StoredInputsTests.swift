import SwiftParser
import SwiftSyntax
import Testing
@testable import PreviewLintKit

/// An instance member formats its type's stored properties: those are its inputs.
@Suite struct StoredInputsTests {
    static let video = """
        struct Video {
            static let limit = 3600
            var duration: TimeInterval
            let isLive: Bool
            var title = "x"
            var author: Author
            var cached: String { "c" }
            var formattedDuration: String {
                guard !isLive else { return "LIVE" }
                let seconds = Int(self.duration)
                return seconds >= Self.limit ? "long" : String(format: "%d:%02d", seconds / 60, seconds % 60)
            }
            func shadowed(_ duration: Int) -> String { "\\(duration)s" }
            var byAuthor: String { "\\(author.name)" }
        }
        """

    static func lowered(_ source: String) -> [String: LoweredFormatter] {
        let tree = Parser.parse(source: source)
        guard let type = tree.statements.first?.item.as(StructDeclSyntax.self) else { fatalError("no struct") }
        var context = LoweringContext()
        context.read(members: type.memberBlock.members)
        context.storedInputs = StoredInputs.read(type.memberBlock.members)
        let lowering = FormatterLowering(context: context)
        var found: [String: LoweredFormatter] = [:]
        for member in type.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) { found[function.name.text] = lowering.lower(function) }
            if let variable = member.decl.as(VariableDeclSyntax.self), let property = lowering.lower(variable) { found[property.name] = property }
        }
        return found
    }

    @Test func storedPropertiesOfModelledTypesAreTheInputs() {
        let members = Parser.parse(source: Self.video).statements.first!.item.as(StructDeclSyntax.self)!.memberBlock.members
        #expect(StoredInputs.read(members).map { "\($0.name): \($0.typeName)" } == [
            "self.duration: TimeInterval", "self.isLive: Bool", "self.title: String",
        ])
    }

    @Test func aMemberTakesTheStoredPropertiesItReads() {
        let formatter = Self.lowered(Self.video)["formattedDuration"]!
        #expect(formatter.parameters.map(\.name) == ["self.duration", "self.isLive"])
        let evaluator = BehaviourEvaluator()
        #expect(evaluator.outcome(of: formatter, arguments: [.double(125), .bool(false)]) == .text("2:05"))
        #expect(evaluator.outcome(of: formatter, arguments: [.double(125), .bool(true)]) == .text("LIVE"))
        #expect(GridRow.call(formatter, [.double(125), .bool(false)]) == "formattedDuration [duration = 125.0, isLive = false]")
    }

    @Test func aParameterShadowsTheStoredPropertyAndUnmodelledOnesStayUnknown() {
        let members = Self.lowered(Self.video)
        #expect(members["shadowed"]!.parameters.map(\.name) == ["duration"])
        #expect(members["byAuthor"]!.unknownReason == "reads author.name from its context")
    }

    @Test func anExtensionsValueIsTheReceiverOfTheCall() {
        let tree = Parser.parse(source: "extension TimeInterval {\n    var clock: String { String(format: \"%d:%02d\", Int(self) / 60, Int(self) % 60) }\n}\n")
        let variable = tree.statements.first!.item.as(ExtensionDeclSyntax.self)!.memberBlock.members.first!.decl.as(VariableDeclSyntax.self)!
        let formatter = FormatterLowering().lower(variable, extending: FormatterLowering.extendedValueType(of: variable))!
        #expect(GridRow.call(formatter, [.double(125)]) == "125.0.clock")
    }
}
