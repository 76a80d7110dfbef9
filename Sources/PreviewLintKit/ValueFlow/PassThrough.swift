/// A helper that returns its text parameter, reworked or not, on every path (`unmask(text:)`
/// returning `text` or `text.replacingOccurrences(…)`) hands each call its own argument back. The
/// graph keeps one slot per parameter, so without this every caller's text would reach every
/// call's result: a chip id typed by the user would take the formatted birthday another caller
/// passes. Such a call's text is its argument's.
/// A property of the project's on text that returns its receiver's text, translated or not
/// (`var localized: String { Bundle.main.localizedString(forKey: self, …) }`), is one too:
/// `"n/a".localized` is the text `"n/a"` stands for.
struct PassThrough: Sendable {
    /// `file#scope` of a function → the index of the parameter it returns.
    private let parameters: [String: Int]
    /// Names of the project's properties on `String` that return their receiver's text.
    let receiverProperties: Set<String>

    init(files: [FileFacts]) {
        var returns: [String: [ValueExpression]] = [:]
        var functions: [(key: String, owner: String, name: Substring, scope: ValueScope)] = []
        var getters: [(key: String, name: String)] = []
        for (file, facts) in files.enumerated() {
            let flow = facts.valueFlow
            for write in flow.writes where write.kind == .returned { returns["\(file)#\(write.scope)", default: []].append(write.value) }
            for (index, scope) in flow.scopes.enumerated() where TypeTable.isText(scope.returnType) {
                if scope.kind == .getter, scope.owner == "String", !scope.isStatic { getters.append(("\(file)#\(index)", scope.name)) }
                guard scope.kind == .function else { continue }
                let name = scope.name.prefix { $0 != "(" }
                functions.append(("\(file)#\(index)", scope.owner, name, scope))
            }
        }
        // A helper may return another helper's pass-through of its parameter (`unmaskedValue(text:)`
        // returning `unmask(text: text).replacingOccurrences(…)`): a few rounds find those.
        var parameters: [String: Int] = [:]
        for _ in 0..<3 {
            var helpers: [String: [Substring: Int]] = [:]
            for function in functions {
                if let index = parameters[function.key] { helpers[function.owner, default: [:]][function.name] = index }
            }
            var found = parameters
            for function in functions where found[function.key] == nil {
                guard let values = returns[function.key], !values.isEmpty else { continue }
                let texts = function.scope.parameters.enumerated().filter { TypeTable.isText($0.element.type) }
                let own = helpers[function.owner] ?? [:]
                let passed = texts.filter { parameter in
                    values.allSatisfy { Self.derives($0, 0, from: parameter.element.name, helpers: own) }
                }
                if passed.count == 1 { found[function.key] = passed[0].offset }
            }
            if found.count == parameters.count { break }
            parameters = found
        }
        self.parameters = parameters
        // Another type's helper is called through a value (`LanguageManager.shared.localize(string:
        // self, …)`): known by its name when one type alone declares a pass-through of that name.
        var owners: [Substring: Set<String>] = [:], positions: [Substring: Int] = [:]
        for function in functions {
            guard let index = parameters[function.key] else { continue }
            owners[function.name, default: []].insert(function.owner)
            positions[function.name] = index
        }
        let anyOwners = positions.filter { owners[$0.key]?.count == 1 }
        receiverProperties = Set(getters.filter { getter in
            guard let values = returns[getter.key], !values.isEmpty else { return false }
            return values.allSatisfy { Self.derives($0, 0, from: "self", helpers: [:], anyOwners: anyOwners) }
        }.map(\.name))
    }

    /// The index of the parameter the function in `scope` of `file` returns, if it is a pass-through.
    func parameter(file: Int, scope: Int) -> Int? {
        parameters["\(file)#\(scope)"]
    }

    /// The node is the parameter's text: the parameter, a text transform of it, a pass-through
    /// helper of the same type called with it, or a choice among those.
    private static func derives(_ expression: ValueExpression, _ index: Int, from name: String, helpers: [Substring: Int],
                                anyOwners: [Substring: Int] = [:]) -> Bool {
        let node = expression.node(index)
        switch node.kind {
        case .reference:
            return node.names.first == name
        case .member:
            guard TextTransforms.properties.contains(node.names[0]), let base = node.children.first else { return false }
            return derives(expression, base, from: name, helpers: helpers, anyOwners: anyOwners)
        case .either:
            return !node.children.isEmpty && node.children.allSatisfy { derives(expression, $0, from: name, helpers: helpers, anyOwners: anyOwners) }
        case .call:
            let callee = expression.node(node.children[0])
            if callee.kind == .member, TextTransforms.methods.contains(callee.names[0]), let base = callee.children.first {
                return derives(expression, base, from: name, helpers: helpers, anyOwners: anyOwners)
            }
            // A string table's entry for the text as its key (`bundle.localizedString(forKey: text, …)`):
            // the text, translated.
            if callee.kind == .member, CallResolver.isStringTableLookup(callee.names[0], labels: node.names), node.children.count > 1 {
                return derives(expression, node.children[1], from: name, helpers: helpers, anyOwners: anyOwners)
            }
            // `unmask(text: text)` or `self.unmask(text: text)`: the type's own helper.
            let isOwn = callee.kind == .reference
                || (callee.kind == .member && callee.children.first.map { expression.node($0).kind == .reference && expression.node($0).names.first == "self" } == true)
            let position = isOwn ? helpers[Substring(callee.names[0])] : (callee.kind == .member ? anyOwners[Substring(callee.names[0])] : nil)
            guard let position, position + 1 < node.children.count else { return false }
            return derives(expression, node.children[position + 1], from: name, helpers: helpers, anyOwners: anyOwners)
        default:
            return false
        }
    }
}
