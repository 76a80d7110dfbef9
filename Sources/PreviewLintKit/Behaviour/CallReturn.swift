import SwiftSyntax

/// The type of a local made by calling one of the project's functions, known only after the walk
/// (`let days = date.numberOfCalendarDays(since: now)` is an `Int` when every function of that
/// signature the project declares returns one): written as a deferred type name until then.
enum CallReturn {
    private static let marker = "→"

    /// `→numberOfCalendarDays(since:)`.
    static func deferredType(_ signature: String) -> String { marker + signature }

    /// The signature a deferred type name waits for, nil for any other type name (a field of what
    /// it returns, `→all()::[].date`, is a `FieldPath` rooted at it).
    static func signature(of typeName: String) -> String? {
        typeName.hasPrefix(marker) && FieldPath.deferred(typeName) == nil ? String(typeName.dropFirst(marker.count)) : nil
    }

    /// The signature of a call of a function (`f(a:)`, `x.f(a:)`), nil for an initializer (`Solar(for:)`)
    /// or a call of a closure's result.
    static func signature(of call: FunctionCallExprSyntax) -> String? {
        let name: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard name.first?.isLowercase == true, call.trailingClosure == nil else { return nil }
        return CallSignature.spell(name, labels: call.arguments.map { $0.label?.text ?? "_" })
    }

    /// Whether a function's declared return type is worth recording: a value formatting is evaluated
    /// on, a type whose fields may be read, or a collection of such (`[GeneratedPassword]`).
    static func isRecorded(_ type: String) -> Bool {
        // `Ping?`: its fields are read through the optional (`repository.ping(ip:)?.latency`).
        let wrapped = type.hasSuffix("?") ? String(type.dropLast()) : type
        return BehaviourType(typeName: type) != nil || FieldPath.mayDeclareFields(wrapped)
            || FieldPath.element(of: type).map(FieldPath.mayDeclareFields) == true
    }

    /// Each signature's return type where every function of that signature agrees on it.
    static func table(_ records: some Sequence<ValueReturnRecord>) -> [String: String] {
        var types: [String: String?] = [:]
        for record in records {
            if let known = types[record.signature], known != record.type { types[record.signature] = .some(nil) } else { types[record.signature] = record.type }
        }
        return types.compactMapValues { $0 }
    }
}

extension CallReturn {
    /// Formatting written inline that formats what a function of the project's computes, whose body
    /// is not lowered (`let days = expiration.numberOfCalendarDays(since: now)`, then `"\(days) days"`):
    /// each such local is an input of the function's declared return type, as if written with it.
    /// `reaches`: whether evaluation would find the signature's lowered body.
    static func inputs(of formatter: LoweredFormatter, returns: [String: String], reaches: (String) -> Bool) -> LoweredFormatter {
        guard case .statements(let statements) = formatter.body else { return formatter }
        var made: [BehaviourParameter] = []
        let kept = statements.filter { statement in
            guard case .declare(let name, _, .call(let signature, _)?) = statement, !reaches(signature),
                  let type = returns[BehaviourLibrary.memberSignature(signature)], BehaviourType(typeName: type) != nil,
                  !formatter.parameters.contains(where: { $0.name == name }) else { return true }
            made.append(BehaviourParameter(label: name, name: name, typeName: type))
            return false
        }
        guard !made.isEmpty else { return formatter }
        var read: Set<String> = []
        for statement in kept { statement.collectNames(into: &read) }
        var result = formatter
        result.body = .statements(kept)
        result.parameters = formatter.parameters.filter { read.contains($0.name) } + made.filter { read.contains($0.name) }
        return result
    }
}
