/// `previewlint provenance SLOT`: how production fills a slot (the chain from the formatting that
/// makes its text, and every write), and what previews write into it.
public enum ProvenanceReport {
    /// The slots a query names: `Type.property`, `Type.init(label:)` or `func(label:)` with a
    /// label, written with the type's simple or qualified name.
    static func slots(matching query: String, in graph: ValueFlowGraph) -> [Slot] {
        graph.edges.keys.filter { slot in
            let names = [slot.description, Self.simple(slot).description, "\(slot.owner).\(slot.name)", "\(Self.simple(slot).owner).\(slot.name)"]
            return names.contains(query) || names.contains { $0.replacingOccurrences(of: " ", with: "") == query.replacingOccurrences(of: " ", with: "") }
        }.sorted()
    }

    private static func simple(_ slot: Slot) -> Slot {
        var simple = slot
        simple.owner = slot.owner.split(separator: ".").last.map(String.init) ?? slot.owner
        return simple
    }

    public static func text(_ query: String, project: ProjectIndex) -> String {
        let graph = project.valueFlow
        let slots = slots(matching: query, in: graph)
        guard !slots.isEmpty else { return "no slot named \(query); name a property (Type.name) or a parameter (Type.init(label:) label:)\n" }
        var text = ""
        for slot in slots {
            text += slot.description + "\n"
            let chain = graph.chain(from: slot)
            if chain.isEmpty {
                text += "  production fills it with no formatted text\n"
            } else {
                text += "  production fills it with formatted text:\n"
                for link in chain {
                    let place = place(link.step.file, link.step.line, project)
                    text += "    \(link.slot.description) ← \(describe(link.step.source)) (\(place))\n"
                }
            }
            let edges = graph.edges[slot] ?? []
            for (title, production) in [("production writes", true), ("previews and fixtures write", false)] {
                let written = edges.filter { $0.production == production }
                guard !written.isEmpty else { continue }
                text += "  \(title):\n"
                for edge in written { text += "    \(describe(edge.source)) (\(place(edge.file, edge.line, project)))\n" }
            }
        }
        return text
    }

    public static func json(_ query: String, project: ProjectIndex) -> JSON {
        let graph = project.valueFlow
        func place(_ file: Int, _ line: Int) -> [(String, JSON)] {
            [("file", .string(FilePath.relative(project.files[file].path, to: project.root))), ("line", .integer(line))]
        }
        let slots = slots(matching: query, in: graph).map { slot -> JSON in
            let chain = graph.chain(from: slot).map { link in
                JSON.object([("slot", .string(link.slot.description)), ("from", .string(describe(link.step.source)))]
                            + place(link.step.file, link.step.line))
            }
            let edges = graph.edges[slot] ?? []
            let writes = { (production: Bool) in
                JSON.array(edges.filter { $0.production == production }.map { edge in
                    .object([("source", .string(describe(edge.source)))] + place(edge.file, edge.line))
                })
            }
            return .object([
                ("slot", .string(slot.description)), ("kind", .string(slot.kind.rawValue)), ("formatted", .bool(!chain.isEmpty)),
                ("chain", .array(chain)), ("production_writes", writes(true)), ("preview_writes", writes(false)),
            ])
        }
        return .object([("version", .integer(1)), ("query", .string(query)), ("slots", .array(slots))])
    }

    static func describe(_ source: ValueSource) -> String {
        switch source {
        case .slot(let slot): slot.description
        case .formatting(let how): how
        case .literal(let text): "\"\(text)\""
        case .digits: "a number's digits (String(_:))"
        case .unknown: "a value the source does not tell"
        }
    }

    static func place(_ file: Int, _ line: Int, _ project: ProjectIndex) -> String {
        "\(FilePath.relative(project.files[file].path, to: project.root)):\(line)"
    }
}
