import SwiftSyntax

/// A formatter's settings as this body writes them: read from an input, a setting is the device's
/// calendar, a choice by a `Bool` or one per case of a platform enum; anything else is read as written.
extension BodyLowerer {
    /// `formatter.property = value` while a formatter of this body is set up.
    mutating func configure(_ base: String, _ property: String, to setting: ExprSyntax) {
        let name = setting.as(DeclReferenceExprSyntax.self)?.baseName.text
        if property == "calendar", let name, declaredType(of: name) == BehaviourType.deviceCalendar {
            // `formatter.calendar = calendar` of a `Calendar` input: the device's.
            formatters[base]?.set("calendar", to: ExprSyntax(MemberAccessExprSyntax(name: .identifier("current"))))
        } else if let name, declaredType(of: name) == .bool {
            formatters[base]?.set(property, toBoolNamed: name)
        } else if let name, case .enumeration(let cases)? = declaredType(of: name),
                  Self.platformEnumSettings.contains(property) {
            formatters[base]?.set(property, toCaseNamed: name, cases: cases)
        } else {
            formatters[base]?.set(property, to: setting)
        }
    }

    /// Settings whose type is a platform enum an input may carry (`BehaviourType.platformEnums`).
    static let platformEnumSettings: Set<String> = ["dateStyle", "timeStyle", "unitsStyle"]
}
