/// A property a protocol of the project requires is filled by each type that conforms to it: a
/// view reading `offerInfo.localizedPrice` through the protocol shows the app's conformer's
/// formatted price, or a preview's mock's literal. Each conformer's property is an edge into the
/// protocol's, production when the conformer is production code, preview data when it is a mock.
/// So is what each conformer's method returns for a required method that returns text
/// (`viewModel.getTotalFoldersSize()`: the app's formatted size, or a mock's `"0 Kb"`).
enum Conformances {
    static func edges(files: [FileFacts], table: TypeTable,
                      isPreviewData: (Int, ValueScope?, SourceRange) -> Bool) -> [Slot: [ValueFlowGraph.Edge]] {
        var protocols: Set<String> = []
        for file in files {
            for type in file.types where type.kind == "protocol" { protocols.insert(type.qualifiedName) }
        }
        guard !protocols.isEmpty else { return [:] }
        var edges: [Slot: [ValueFlowGraph.Edge]] = [:]
        for (fileIndex, file) in files.enumerated() {
            for type in file.types where type.kind != "protocol" {
                guard let conformer = table[type.qualifiedName] else { continue }
                for written in type.inherited {
                    guard let name = table.resolve(written, in: type.qualifiedName), protocols.contains(name),
                          let required = table[name] else { continue }
                    let production = !isPreviewData(fileIndex, nil, type.range)
                    for requirement in required.properties.keys.sorted() where required.properties[requirement]?.isStatic == false {
                        guard let property = conformer.properties[requirement], !property.isStatic else { continue }
                        edges[Slot(kind: .property, owner: name, name: requirement), default: []].append(ValueFlowGraph.Edge(
                            source: .slot(Slot(kind: .property, owner: type.qualifiedName, name: requirement)), file: fileIndex,
                            place: type.range, production: production
                        ))
                    }
                    for requirement in textMethods(of: required) {
                        let own = conformer.functions[requirement.base] ?? []
                        guard own.contains(where: { $0.signature == requirement.signature && !$0.isStatic }) else {
                            continue
                        }
                        let source = Slot(kind: .returned, owner: type.qualifiedName, name: requirement.signature)
                        edges[Slot(kind: .returned, owner: name, name: requirement.signature), default: []].append(
                            ValueFlowGraph.Edge(source: .slot(source), file: fileIndex, place: type.range,
                                                production: production))
                    }
                }
            }
        }
        return edges
    }

    /// The instance methods a protocol requires that return text, by base name and signature.
    private static func textMethods(of required: TypeTable.TypeInfo) -> [(base: String, signature: String)] {
        required.functions.keys.sorted().flatMap { base in
            (required.functions[base] ?? []).filter { !$0.isStatic && TypeTable.isText($0.returnType) }
                .map { (base, $0.signature) }
        }
    }
}
