import SwiftSyntax

extension BodyLowerer {
    /// `.units(allowed: [.hours, .minutes], width: .narrow, maximumUnitCount: 2, …)` with literal
    /// settings; nil for anything else (a setting from a variable, sub-second units, a rounding rule).
    static func unitsStyle(_ style: ExprSyntax) -> DurationUnitsStyle? {
        guard let call = style.as(FunctionCallExprSyntax.self),
            FormatterSetup.memberName(call.calledExpression) == "units",
            call.trailingClosure == nil
        else { return nil }
        var result = DurationUnitsStyle()
        for argument in call.arguments {
            let value = argument.expression
            switch argument.label?.text {
            case "allowed":
                guard let array = value.as(ArrayExprSyntax.self) else { return nil }
                let units = array.elements.map {
                    FormatterSetup.memberName($0.expression).flatMap(DurationUnitsStyle.Unit.init(rawValue:))
                }
                guard !units.isEmpty, units.allSatisfy({ $0 != nil }) else { return nil }
                result.units = DurationUnitsStyle.Unit.allCases.filter { units.contains($0) }
            case "width":
                guard
                    let width = FormatterSetup.memberName(value).flatMap(
                        DurationUnitsStyle.Width.init(rawValue:))
                else { return nil }
                result.width = width
            case "maximumUnitCount":
                guard let count = smallInteger(value) else { return nil }
                result.maximumUnitCount = count
            case "valueLength":
                guard let length = smallInteger(value) else { return nil }
                result.valueLength = length
            case "zeroValueUnits":
                guard let length = shownLength(value) else { return nil }
                result.zeroValueLength = length == 0 ? nil : length
            case "fractionalPart":
                guard let length = shownLength(value), length <= 6 else { return nil }
                result.fractionLength = length
            default:
                return nil
            }
        }
        return result
    }

    /// `.hide` is 0, `.show(length: n)` is n.
    private static func shownLength(_ value: ExprSyntax) -> Int? {
        if FormatterSetup.memberName(value) == "hide", value.is(MemberAccessExprSyntax.self) {
            return 0
        }
        guard let call = value.as(FunctionCallExprSyntax.self),
            FormatterSetup.memberName(call.calledExpression) == "show",
            call.arguments.count == 1, call.arguments.first?.label?.text == "length",
            let length = call.arguments.first.flatMap({ smallInteger($0.expression) })
        else { return nil }
        return length
    }

    private static func smallInteger(_ value: ExprSyntax) -> Int? {
        guard case .int(let number)? = try? LiteralReader.value(of: value), (0...20).contains(number)
        else { return nil }
        return number
    }
}
