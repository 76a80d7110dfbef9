import Foundation

/// The element type a closure's first parameter takes, from the call the closure is passed to:
/// `readings.map { … }`, `ForEach(rows) { … }`, `optionalDate.map { … }`, so `$0.title` inside the
/// closure names a slot.
enum ClosureParameters {
    static let iterating: Set<String> = ["map", "compactMap", "flatMap", "forEach", "filter", "first", "contains", "sorted", "min", "max"]
    static let viewsOverCollections: Set<String> = ["ForEach", "List", "Table"]

    /// Each file's closure parameter types by closure scope, read the first time the file's code
    /// asks: a file's closures are its own, and most files' are never asked about.
    final class ByFile: Sendable {
        private let cells: [OnceCell<[Int: String]>]
        private let files: [FileFacts]
        private let resolver: SlotResolver

        /// `resolver`: one not told closure parameter types (these are what it finds them with).
        init(files: [FileFacts], resolver: SlotResolver) {
            self.files = files
            self.resolver = resolver
            cells = files.map { _ in OnceCell() }
        }

        func type(file: Int, scope: Int) -> String? {
            cells[file].value { ClosureParameters.types(of: files[file], at: file, resolver: resolver) }[scope]
        }
    }

    /// The types of one file's closures' first parameters, by scope.
    static func types(of file: FileFacts, at fileIndex: Int, resolver: SlotResolver) -> [Int: String] {
        var types: [Int: String] = [:]
        for write in file.valueFlow.writes {
            let expressions = [write.value] + (write.target.map { [$0] } ?? [])
            guard expressions.contains(where: { $0.nodes.contains { $0.kind == .closure } }) else { continue }
            let context = resolver.makeContext(file: fileIndex, scope: write.scope)
            for expression in expressions { collect(expression, in: context, resolver: resolver, into: &types) }
        }
        return types
    }

    private static func collect(_ expression: ValueExpression, in context: SlotResolver.Context, resolver: SlotResolver,
                                into types: inout [Int: String]) {
        for node in expression.nodes where node.kind == .call {
            guard let closure = node.children.dropFirst().last.map(expression.node), closure.kind == .closure else { continue }
            let callee = expression.node(node.children[0])
            var collection: String?
            if callee.kind == .member, iterating.contains(callee.names[0]) {
                collection = resolver.typeOf(expression, callee.children[0], in: context)
            } else if callee.kind == .reference, viewsOverCollections.contains(callee.names[0]), node.children.count > 2 {
                collection = resolver.typeOf(expression, node.children[1], in: context)
            }
            // An optional's `map`/`flatMap` hands the closure the wrapped value; a written type
            // read through a slot has its `?` gone already (`outOf.flatMap { "\($0) players" }`).
            let unwrapped = callee.kind == .member && ["map", "flatMap"].contains(callee.names[0]) && collection.map(isPlainValue) == true ? collection : nil
            guard let collection, let element = element(of: collection) ?? unwrapped else { continue }
            types[closure.scope] = resolver.resolveType(element, in: context)
        }
    }

    /// A type that is no collection: not an array, set or dictionary, not text (whose `map` walks
    /// its characters).
    private static func isPlainValue(_ type: String) -> Bool {
        !type.hasPrefix("[") && !["String", "Substring", "Data"].contains(type)
            && !["Array<", "Set<", "Dictionary<", "ArraySlice<"].contains { type.hasPrefix($0) }
    }

    /// `[Row]`, `Array<Row>`, `Set<Row>`, `Row?` → `Row`.
    static func element(of type: String) -> String? {
        let text = type.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") { return String(text.dropFirst().dropLast()) }
        for prefix in ["Array<", "Set<", "ArraySlice<"] where text.hasPrefix(prefix) && text.hasSuffix(">") {
            return String(text.dropFirst(prefix.count).dropLast())
        }
        if text.hasSuffix("?") { return String(text.dropLast()) }
        return nil
    }
}
