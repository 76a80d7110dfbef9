import SwiftSyntax

/// What an enum's declaration says of its values beyond plain cases: cases that carry one value of
/// a named type (`case openVpn(OpenVpnTransport)`), and the raw text of each case of an enum backed
/// by `String` (`case udp = "udp"`, or the case's name when none is written).
enum EnumCaseReader {
    /// Every case in order, a case with a payload written `name:Type`, when at least one carries a
    /// payload and each that does carries exactly one unlabeled value of a plain named type; else
    /// none. Cases inside `#if` make it none too.
    static func payloadCases(_ members: MemberBlockItemListSyntax) -> [String] {
        var cases: [String] = [], carries = false
        for member in members {
            if member.decl.is(IfConfigDeclSyntax.self), member.decl.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.case) }) {
                return []
            }
            guard let declaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in declaration.elements {
                guard let clause = element.parameterClause else {
                    cases.append(element.name.text)
                    continue
                }
                guard clause.parameters.count == 1, let parameter = clause.parameters.first, parameter.firstName == nil,
                      let type = parameter.type.as(IdentifierTypeSyntax.self), type.genericArgumentClause == nil else { return [] }
                cases.append("\(element.name.text):\(type.name.text)")
                carries = true
            }
        }
        return carries ? cases : []
    }

    /// `name=raw` per case of an enum whose first inherited type is `String` and whose raw values
    /// are plain literals (or left to the case's name); a case's bare name for an enum of numbers or
    /// characters (its `rawValue` is no text: `EnumTable` then knows no text for that name); else none.
    static func rawValues(_ members: MemberBlockItemListSyntax, inherited: [String]) -> [String] {
        let isText = inherited.first == "String"
        guard isText || inherited.first.map(otherRawTypes.contains) == true else { return [] }
        var raws: [String] = []
        for member in members {
            guard let declaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in declaration.elements {
                guard isText else { raws.append(element.name.text); continue }
                guard element.parameterClause == nil else { return [] }
                guard let value = element.rawValue?.value else {
                    raws.append("\(element.name.text)=\(element.name.text)")
                    continue
                }
                guard let literal = value.as(StringLiteralExprSyntax.self), let text = try? LiteralReader.plainText(literal) else { return [] }
                raws.append("\(element.name.text)=\(text)")
            }
        }
        return raws
    }

    private static let otherRawTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Character",
    ]
}
