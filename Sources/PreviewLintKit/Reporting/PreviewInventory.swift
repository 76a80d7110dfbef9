/// `previewlint previews`: every preview and fixture of the linted files.
public enum PreviewInventory {
    public static func json(_ project: ProjectIndex) -> JSON {
        var previews: [JSON] = []
        var fixtures: [JSON] = []
        let root = project.root
        for file in project.files.sorted(by: { $0.path < $1.path }) {
            let path = FilePath.relative(file.path, to: root)
            for (previewIndex, preview) in file.previews.enumerated() {
                let reached = project.reachedFixtures(ofPreview: previewIndex, inFile: file.path).map { reached in
                    JSON.object([
                        ("name", .string(reached.member.owner.isEmpty ? reached.member.name : "\(reached.member.owner).\(reached.member.name)")),
                        ("file", .string(FilePath.relative(reached.file.path, to: root))),
                        ("line", .integer(reached.member.range.start.line)),
                    ])
                }
                previews.append(.object([
                    ("file", .string(path)),
                    ("range", JSONReporter.range(preview.range)),
                    ("name", preview.name.map(JSON.string) ?? .null),
                    ("kind", .string(preview.kind.rawValue)),
                    ("family", preview.family.map(JSON.string) ?? .null),
                    ("presentation", preview.presentation.map(JSON.string) ?? .null),
                    ("root_type", preview.rootType.map(JSON.string) ?? .null),
                    ("fixtures", .array(file.fixtureReferences(in: preview, viewTypes: project.viewTypeNames).map(JSON.string))),
                    ("reached_fixtures", .array(reached)),
                    ("states", .array(preview.states.map { .string($0.text) })),
                    ("literals", .array(file.literals(in: preview.range).map { .string($0.text) })),
                    ("previewables", .integer(preview.previewableCount)),
                    ("conditions", .array(preview.conditions.map(JSON.string))),
                    ("debug_only", .bool(preview.isDebugOnly)),
                ]))
            }
            for fixture in file.fixtures {
                fixtures.append(.object([
                    ("file", .string(path)),
                    ("range", JSONReporter.range(fixture.range)),
                    ("name", .string(fixture.name)),
                    ("kind", .string(fixture.kind.rawValue)),
                    ("debug_only", .bool(ConditionText.requiresAll(fixture.conditions, oneOf: ["DEBUG"]))),
                ]))
            }
        }
        return .object([("version", .integer(1)), ("previews", .array(previews)), ("fixtures", .array(fixtures))])
    }

    public static func text(_ files: [FileFacts], root: String) -> String {
        var text = ""
        var previewCount = 0, fixtureCount = 0
        for file in files.sorted(by: { $0.path < $1.path }) where !file.previews.isEmpty || !file.fixtures.isEmpty {
            let path = FilePath.relative(file.path, to: root)
            for preview in file.previews {
                previewCount += 1
                var details = [preview.kind.rawValue]
                if let family = preview.family { details.append("family \(family)") }
                if let presentation = preview.presentation { details.append(presentation) }
                if let root = preview.rootType { details.append("renders \(root)") }
                if !preview.states.isEmpty { details.append("\(preview.states.count) states") }
                if preview.isDebugOnly { details.append("DEBUG only") }
                text += "\(path):\(preview.range.start.line):\(preview.range.start.column): preview \(preview.name.map { "\"\($0)\"" } ?? "(unnamed)") — \(details.joined(separator: ", "))\n"
            }
            for fixture in file.fixtures {
                fixtureCount += 1
                text += "\(path):\(fixture.range.start.line):\(fixture.range.start.column): fixture \(fixture.name) — \(fixture.kind.rawValue)\n"
            }
        }
        return text + "\(previewCount) previews, \(fixtureCount) fixtures\n"
    }
}

extension PreviewRecord {
    /// Compiled only in debug builds: every enclosing condition requires DEBUG.
    public var isDebugOnly: Bool { ConditionText.requiresAll(conditions, oneOf: ["DEBUG"]) }
}

extension FileFacts {
    public func literals(in range: SourceRange) -> [LiteralRecord] {
        Self.records(literals, in: range, at: \.range)
    }

    public func constructions(in range: SourceRange) -> [ConstructionRecord] {
        Self.records(constructions, in: range, at: \.range)
    }

    public func references(in range: SourceRange) -> [ReferenceRecord] {
        Self.records(references, in: range, at: \.range)
    }

    public func instanceCalls(in range: SourceRange) -> [InstanceCallRecord] {
        Self.records(instanceCalls, in: range, at: \.range)
    }

    public func scopeCalls(in range: SourceRange) -> [ScopeCallRecord] {
        Self.records(scopeCalls, in: range, at: \.range)
    }

    /// The records inside `range`, found by their start: the walk records them in source order.
    private static func records<Record>(_ records: [Record], in range: SourceRange, at location: KeyPath<Record, SourceRange>) -> [Record] {
        var low = 0, high = records.count
        while low < high {
            let middle = (low + high) / 2
            if records[middle][keyPath: location].start.offset < range.start.offset { low = middle + 1 } else { high = middle }
        }
        var result: [Record] = []
        var position = low
        while position < records.count, records[position][keyPath: location].start.offset < range.end.offset {
            if range.contains(records[position][keyPath: location]) { result.append(records[position]) }
            position += 1
        }
        return result
    }

    /// Named fixtures a preview uses: `Type.preview…`/`.mock…` members, Mother factories and `Preview…`/`Mock…`
    /// doubles. A `PreviewWrapper: View` host is the view rendered, not a fixture, so `viewTypes` are left out.
    public func fixtureReferences(in preview: PreviewRecord, viewTypes: Set<String>) -> [String] {
        var names: [String] = []
        for reference in references(in: preview.range) {
            let parts = reference.text.split(separator: ".")
            guard let member = parts.last, let type = parts.dropLast().last else { continue }
            if member.hasPrefix("preview") || member.hasPrefix("mock") || type.hasSuffix("Mother") || type.hasPrefix("Preview") || type.hasPrefix("Mock") {
                names.append(reference.text + (reference.isConstruction ? "()" : ""))
            }
        }
        for construction in constructions(in: preview.range) {
            let type = construction.callee.split(separator: ".").last ?? ""
            if (type.hasPrefix("Preview") || type.hasPrefix("Mock")) && !viewTypes.contains(construction.callee) && !names.contains(where: { $0.hasPrefix(construction.callee + ".") }) {
                names.append(construction.callee + "()")
            }
        }
        return names
    }
}

extension ConditionText {
    static func requiresAll(_ conditions: [String], oneOf flags: Set<String>) -> Bool {
        !conditions.isEmpty && conditions.contains { requires($0, oneOf: flags) }
    }
}
