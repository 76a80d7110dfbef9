/// A helper that puts its parameter into a text template on every path (`func loco(_ arg: CVarArg)
/// -> String { I18N.instance.localizedString(for: self, arg) }`, which ends in
/// `String.localizedStringWithFormat(format, arg)` with the format a string table's entry). The graph
/// keeps one slot per parameter, so every caller's argument, a name here and a formatted countdown
/// there, would reach every call's result. Handed text, such a call holds that text with the
/// template's words around it: its argument's, per call (`"in %@"` of a formatted countdown is
/// formatted text). Handed a number, the template formats it, as before.
struct TemplateFill: Sendable {
    /// `file#scope` of a function → the index of the parameter it fills its template with.
    private let parameters: [String: Int]

    init(files: [FileFacts]) {
        var returns: [String: [ValueExpression]] = [:]
        var functions: [(key: String, owner: String, name: Substring, scope: ValueScope)] = []
        for (file, facts) in files.enumerated() {
            let flow = facts.valueFlow
            for write in flow.writes where write.kind == .returned {
                returns["\(file)#\(write.scope)", default: []].append(write.value)
            }
            for (index, scope) in flow.scopes.enumerated()
            where scope.kind == .function && TypeTable.isText(scope.returnType) {
                functions.append(("\(file)#\(index)", scope.owner, scope.name.prefix { $0 != "(" }, scope))
            }
        }
        // A helper may hand its parameter to another that fills the template (`loco(_:)` to
        // `localizedString(for:_:)`): a few rounds find those.
        var parameters: [String: Int] = [:]
        for _ in 0..<3 {
            var own: [String: [Substring: Int]] = [:]
            var owners: [Substring: Set<String>] = [:], positions: [Substring: Int] = [:]
            for function in functions {
                guard let index = parameters[function.key] else { continue }
                own[function.owner, default: [:]][function.name] = index
                owners[function.name, default: []].insert(function.owner)
                positions[function.name] = index
            }
            // Another type's helper, called through a value, is known by its name when one type alone declares it.
            let anyOwners = positions.filter { owners[$0.key]?.count == 1 }
            var found = parameters
            for function in functions where found[function.key] == nil {
                guard let values = returns[function.key], !values.isEmpty else { continue }
                let candidates = function.scope.parameters.enumerated().filter { Self.takesText($0.element.type) }
                let filled = candidates.filter { parameter in
                    values.allSatisfy {
                        Self.fills($0, 0, with: parameter.element.name, own: own[function.owner] ?? [:],
                                   anyOwners: anyOwners)
                    }
                }
                if filled.count == 1 { found[function.key] = filled[0].offset }
            }
            if found.count == parameters.count { break }
            parameters = found
        }
        self.parameters = parameters
    }

    /// The index of the parameter the function in `scope` of `file` fills its template with.
    func parameter(file: Int, scope: Int) -> Int? {
        parameters["\(file)#\(scope)"]
    }

    /// Text, or a value for a format (`CVarArg`).
    private static func takesText(_ type: String?) -> Bool {
        guard var type = type?.filter({ !$0.isWhitespace }) else { return false }
        if type.hasPrefix("any") { type.removeFirst(3) }
        return TypeTable.isText(type) || type == "CVarArg"
    }

    /// The node fills a template with the parameter: `String(format: template, name)`,
    /// `String.localizedStringWithFormat(template, name)`, a template helper called with it, or a
    /// choice among those. The template is never the parameter itself.
    private static func fills(_ expression: ValueExpression, _ index: Int, with name: String,
                              own: [Substring: Int], anyOwners: [Substring: Int]) -> Bool {
        let node = expression.node(index)
        switch node.kind {
        case .either:
            return !node.children.isEmpty
                && node.children.allSatisfy { fills(expression, $0, with: name, own: own, anyOwners: anyOwners) }
        case .call:
            let callee = expression.node(node.children[0])
            let isFormat = (callee.kind == .reference && callee.names.first == "String" && node.names.first == "format")
                || (callee.kind == .member && callee.names.first == "localizedStringWithFormat")
            if isFormat {
                return node.children.dropFirst(2).contains { isReference(expression, $0, to: name) }
            }
            let isOwn = callee.kind == .reference
                || (callee.kind == .member
                    && callee.children.first.map { isReference(expression, $0, to: "self") } == true)
            let helper = Substring(callee.names[0])
            let position = isOwn ? own[helper] : (callee.kind == .member ? anyOwners[helper] : nil)
            guard let position, position + 1 < node.children.count else { return false }
            return isReference(expression, node.children[position + 1], to: name)
        default:
            return false
        }
    }

    private static func isReference(_ expression: ValueExpression, _ index: Int, to name: String) -> Bool {
        let node = expression.node(index)
        return node.kind == .reference && node.names.first == name
    }
}
