/// The built-in rules' descriptors, read once from the YAML embedded in the binary at build time.
public enum RuleCatalog {
    public static let descriptors: [RuleDescriptor] = {
        EmbeddedRuleDescriptors.files.map { file in
            do {
                return try RuleDescriptorReader.read(yaml: file.yaml, source: file.name)
            } catch {
                // The descriptors are part of the binary: a broken one is a build defect, caught by the tests.
                fatalError("invalid rule descriptor: \(error)")
            }
        }.sorted { $0.id < $1.id }
    }()

    public static let byID: [String: RuleDescriptor] = Dictionary(uniqueKeysWithValues: descriptors.map { ($0.id, $0) })

    public static var ids: [String] { descriptors.map(\.id) }

    public static func descriptor(_ id: String) -> RuleDescriptor? { byID[id] }

    /// "; did you mean 'x'?" for a misspelt rule id, or nothing when no id is close.
    public static func didYouMean(_ id: String) -> String {
        Suggestion.didYouMean(id, in: ids)
    }
}

/// Reads one `Rules/<id>.yml` strictly: descriptors are ours, so every mistake is an error.
enum RuleDescriptorReader {
    static func read(yaml: String, source: String) throws -> RuleDescriptor {
        guard let root = try YAMLReader.read(yaml, path: source) else {
            throw ConfigurationError(path: source, mark: YAMLMark(line: 1, column: 1), "empty rule descriptor")
        }
        var reader = StrictMapping(root, path: source)
        let descriptor = RuleDescriptor(
            id: try reader.string("id"),
            name: try reader.string("name"),
            category: try reader.string("category"),
            severity: try reader.severity("severity"),
            tier: try reader.tier("tier"),
            measuredSince: try reader.optionalString("measured_since"),
            notMeasured: try reader.optionalString("not_measured"),
            figures: try readFigures(reader.optional("first_look"), source: source),
            summary: try reader.string("summary"),
            rationale: try reader.string("rationale"),
            options: try readOptions(reader.optional("options"), source: source),
            triggeringExamples: try readExamples(reader.required("examples")["triggering"], source: source),
            nonTriggeringExamples: try readExamples(reader.required("examples")["non_triggering"], source: source),
            source: source
        )
        try reader.rejectUnknownKeys()
        guard source.hasSuffix("/\(descriptor.id).yml") else {
            throw ConfigurationError(path: source, mark: root.mark, "the file name must be the rule id '\(descriptor.id).yml'")
        }
        return descriptor
    }

    private static func readFigures(_ node: YAMLNode?, source: String) throws -> RuleFigures? {
        guard let node else { return nil }
        var block = StrictMapping(node, path: source)
        let batches = try block.required("batches").sequence?.compactMap { $0.scalar?.text } ?? []
        var figures = RuleFigures(batches: batches, truePositives: try block.integer("true_positives"),
                                  labeled: try block.integer("labeled"), recall: [])
        for pair in try block.required("recall").mapping ?? [] {
            var counts = StrictMapping(pair.value, path: source)
            figures.recall.append(.init(set: pair.key.scalar?.text ?? "", found: try counts.integer("found"), of: try counts.integer("of")))
            try counts.rejectUnknownKeys()
        }
        try block.rejectUnknownKeys()
        return figures
    }

    private static func readOptions(_ node: YAMLNode?, source: String) throws -> [RuleOptionDescriptor] {
        guard let node else { return [] }
        guard let pairs = node.mapping else {
            throw ConfigurationError(path: source, mark: node.mark, "'options' must be a mapping of option names")
        }
        return try pairs.map { pair in
            let name = pair.key.scalar?.text ?? ""
            var option = StrictMapping(pair.value, path: source)
            let typeName = try option.string("type")
            guard let type = OptionType(rawValue: typeName) else {
                throw ConfigurationError(path: source, mark: pair.value.mark, "unknown option type '\(typeName)'")
            }
            let defaultNode = try option.required("default")
            guard let value = OptionValue.read(defaultNode, as: type) else {
                throw ConfigurationError(path: source, mark: defaultNode.mark, "default of '\(name)' is not a \(type.rawValue)")
            }
            let allowed = option.optional("values")?.sequence?.compactMap { $0.scalar?.text }
            let descriptor = RuleOptionDescriptor(
                name: name, type: type, defaultValue: value,
                description: try option.string("description"), allowedValues: allowed
            )
            try option.rejectUnknownKeys()
            return descriptor
        }
    }

    private static func readExamples(_ node: YAMLNode?, source: String) throws -> [RuleExample] {
        guard let node else { return [] }
        guard let items = node.sequence else {
            throw ConfigurationError(path: source, mark: node.mark, "examples must be a list")
        }
        return try items.map { item in
            if let scalar = item.scalar {
                return RuleExample(files: [ExampleFile(path: "Example.swift", code: scalar.text)], configuration: nil, line: item.mark.line, skipsVariants: false)
            }
            var example = StrictMapping(item, path: source)
            var files: [ExampleFile] = []
            if let code = example.optional("code")?.scalar?.text {
                files.append(ExampleFile(path: "Example.swift", code: code))
            }
            for pair in example.optional("files")?.mapping ?? [] {
                files.append(ExampleFile(path: pair.key.scalar?.text ?? "", code: pair.value.scalar?.text ?? ""))
            }
            guard !files.isEmpty else {
                throw ConfigurationError(path: source, mark: item.mark, "an example needs 'code' or 'files'")
            }
            let configuration = example.optional("configuration")?.scalar?.text
            let skipsVariants = example.optional("variants")?.scalar?.bool == false
            try example.rejectUnknownKeys()
            return RuleExample(files: files, configuration: configuration, line: item.mark.line, skipsVariants: skipsVariants)
        }
    }
}

/// Reads a mapping key by key and remembers which keys were used, to reject the rest.
struct StrictMapping {
    let node: YAMLNode
    let path: String
    private var used: Set<String> = []

    init(_ node: YAMLNode, path: String) {
        self.node = node
        self.path = path
    }

    mutating func optional(_ key: String) -> YAMLNode? {
        used.insert(key)
        return node[key]
    }

    mutating func required(_ key: String) throws -> YAMLNode {
        guard let value = optional(key) else {
            throw ConfigurationError(path: path, mark: node.mark, "missing key '\(key)'")
        }
        return value
    }

    mutating func string(_ key: String) throws -> String {
        let value = try required(key)
        guard let scalar = value.scalar else {
            throw ConfigurationError(path: path, mark: value.mark, "'\(key)' must be a string")
        }
        return scalar.text.trimmingTrailingNewlines
    }

    mutating func optionalString(_ key: String) throws -> String? {
        guard optional(key) != nil else { return nil }
        return try string(key)
    }

    mutating func integer(_ key: String) throws -> Int {
        let value = try required(key)
        guard let integer = value.scalar.flatMap({ Int($0.text) }) else {
            throw ConfigurationError(path: path, mark: value.mark, "'\(key)' must be an integer")
        }
        return integer
    }

    mutating func tier(_ key: String) throws -> RuleTier {
        let value = try required(key)
        guard let tier = value.scalar.flatMap({ RuleTier(rawValue: $0.text) }) else {
            throw ConfigurationError(path: path, mark: value.mark, "'\(key)' must be default, extended or experimental")
        }
        return tier
    }

    mutating func severity(_ key: String) throws -> Severity {
        let value = try required(key)
        guard let severity = value.scalar.flatMap({ Severity(rawValue: $0.text) }) else {
            throw ConfigurationError(path: path, mark: value.mark, "'\(key)' must be error, warning or note")
        }
        return severity
    }

    func rejectUnknownKeys() throws {
        for pair in node.mapping ?? [] {
            let key = pair.key.scalar?.text ?? ""
            if !used.contains(key) {
                throw ConfigurationError(path: path, mark: pair.key.mark, "unknown key '\(key)'\(Suggestion.didYouMean(key, in: used))")
            }
        }
    }
}

extension String {
    var trimmingTrailingNewlines: String {
        var result = self
        while result.hasSuffix("\n") { result.removeLast() }
        return result
    }
}
