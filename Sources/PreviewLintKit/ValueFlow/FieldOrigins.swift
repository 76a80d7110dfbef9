/// Which field of the project's types a value comes from in production, followed back through the
/// slots that only pass it on: a row's `rating` set by its initializer from `info.rating`, itself
/// set from `gallery.rating`, is `Gallery.rating`; a formatter's parameter every production call
/// fills from `gallery.seconds` formats `Gallery.seconds`. Two formatters of one origin show one
/// value, whatever their inputs are called. Where writes disagree (two fields, a literal, a
/// decoded value) the chain stops: what is not known is not joined.
struct FieldOrigins: Sendable {
    /// `Type.field` (as `Slot.description` names a property) → the property it comes from.
    private let fields: [String: String]
    /// A parameter slot → the property every production write into it comes from.
    private let parameters: [Slot: String]

    /// Chains longer than this are left where they got to: no project passes a value on further.
    static let longestChain = 16

    init(graph: ValueFlowGraph) {
        var fields: [String: String] = [:], parameters: [Slot: String] = [:]
        // Each slot's origin is its own: no order needed.
        for slot in graph.edges.keys {
            switch slot.kind {
            case .property:
                if let origin = Self.origin(of: slot, in: graph), origin != slot {
                    fields[slot.description] = origin.description
                }
            case .parameter where !slot.owner.contains("#"):
                if let origin = Self.origin(of: slot, in: graph) { parameters[slot] = origin.description }
            default:
                break
            }
        }
        self.fields = fields
        self.parameters = parameters
    }

    /// The field `field` (`Row.rating`) takes its value from; itself where nothing passes it on.
    func origin(ofField field: String) -> String {
        fields[field] ?? field
    }

    /// The field production fills a function's parameter from, when every write agrees: `owner`
    /// and `signature` name the function (`Fmt`, `clock(_:)`), `label` the parameter as a call writes
    /// it, `name` as the body reads it.
    func field(ofParameter owner: String, signature: String, label: String?, name: String) -> String? {
        parameters[Slot(kind: .parameter, owner: owner, name: signature, label: label ?? name)]
    }

    /// The furthest property the chain of single production copies from `slot` reaches; nil when it
    /// reaches none (a parameter filled by a literal, or by two values).
    static func origin(of slot: Slot, in graph: ValueFlowGraph) -> Slot? {
        var current = slot, reached: Slot? = slot.kind == .property ? slot : nil
        var seen: Set<Slot> = [slot]
        for _ in 0..<longestChain {
            guard let next = onlySource(of: current, in: graph), seen.insert(next).inserted else { break }
            if next.kind == .property { reached = next }
            current = next
        }
        return reached
    }

    /// The one slot every production write into `slot` copies, if there is one.
    private static func onlySource(of slot: Slot, in graph: ValueFlowGraph) -> Slot? {
        var found: Slot?
        for edge in graph.edges[slot] ?? [] where edge.production {
            guard case .slot(let source) = edge.source, found == nil || found == source else { return nil }
            found = source
        }
        return found
    }
}
