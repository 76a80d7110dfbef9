import CYAML

/// Builds `YAMLNode` trees from libyaml's event stream.
public enum YAMLReader {
    /// Aliases may share nodes, but a document that expands to more nodes than this is refused
    /// (the "billion laughs" attack would otherwise make every walk of the tree explode).
    public static let maximumExpandedNodes = 1_000_000

    /// Reads the first document of `text`; an empty stream gives nil.
    public static func read(_ text: String, path: String) throws(YAMLError) -> YAMLNode? {
        var builder = TreeBuilder(path: path)
        return try builder.build(text)
    }
}

private struct TreeBuilder {
    let path: String
    private var anchors: [String: (node: YAMLNode, weight: Int)] = [:]
    private var expandedNodes = 0

    init(path: String) {
        self.path = path
    }

    /// A node under construction: its children and, for mappings, the keys seen so far.
    private struct OpenCollection {
        var isMapping: Bool
        var mark: YAMLMark
        var tag: String?
        var anchor: String?
        var items: [YAMLNode] = []
        var weight = 1
    }

    mutating func build(_ text: String) throws(YAMLError) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLError(path: path, mark: YAMLMark(line: 1, column: 1), message: "libyaml could not start")
        }
        defer { yaml_parser_delete(&parser) }

        var bytes = Array(text.utf8)
        return try bytes.withUnsafeMutableBufferPointer { (buffer) throws(YAMLError) -> YAMLNode? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            return try run(&parser)
        }
    }

    private mutating func run(_ parser: inout yaml_parser_t) throws(YAMLError) -> YAMLNode? {
        var stack: [OpenCollection] = []
        var root: YAMLNode?
        var documentsSeen = 0

        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                throw parserError(parser)
            }
            defer { yaml_event_delete(&event) }
            let mark = YAMLMark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)

            switch event.type {
            case YAML_STREAM_END_EVENT:
                return root
            case YAML_DOCUMENT_START_EVENT:
                documentsSeen += 1
                if documentsSeen > 1 {
                    throw YAMLError(path: path, mark: mark, message: "expected one YAML document, found a second one")
                }
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let text = string(scalar.value, length: scalar.length)
                let node = YAMLNode(.scalar(YAMLScalar(text: text, style: style(scalar.style))), mark: mark, tag: optionalString(scalar.tag))
                try register(anchor: optionalString(scalar.anchor), node: node, weight: 1)
                try attach(node, weight: 1, to: &stack, root: &root)
            case YAML_ALIAS_EVENT:
                let name = optionalString(event.data.alias.anchor) ?? ""
                guard let target = anchors[name] else {
                    throw YAMLError(path: path, mark: mark, message: "alias '*\(name)' refers to no anchor defined before it")
                }
                var node = target.node
                node.mark = mark
                try attach(node, weight: target.weight, to: &stack, root: &root)
            case YAML_SEQUENCE_START_EVENT:
                let start = event.data.sequence_start
                stack.append(OpenCollection(isMapping: false, mark: mark, tag: optionalString(start.tag), anchor: optionalString(start.anchor)))
            case YAML_MAPPING_START_EVENT:
                let start = event.data.mapping_start
                stack.append(OpenCollection(isMapping: true, mark: mark, tag: optionalString(start.tag), anchor: optionalString(start.anchor)))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                let collection = stack.removeLast()
                let node = try close(collection)
                try register(anchor: collection.anchor, node: node, weight: collection.weight)
                try attach(node, weight: collection.weight, to: &stack, root: &root)
            default:
                break
            }
        }
    }

    private func close(_ collection: OpenCollection) throws(YAMLError) -> YAMLNode {
        guard collection.isMapping else {
            return YAMLNode(.sequence(collection.items), mark: collection.mark, tag: collection.tag)
        }
        var pairs: [YAMLPair] = []
        var firstMarks: [String: YAMLMark] = [:]
        var index = 0
        while index + 1 < collection.items.count {
            let key = collection.items[index], value = collection.items[index + 1]
            if let text = key.scalar?.text {
                if let first = firstMarks[text] {
                    throw YAMLError(path: path, mark: key.mark, message: "duplicate key '\(text)' (first defined at line \(first.line))")
                }
                firstMarks[text] = key.mark
            }
            pairs.append(YAMLPair(key: key, value: value))
            index += 2
        }
        return YAMLNode(.mapping(pairs), mark: collection.mark, tag: collection.tag)
    }

    private mutating func register(anchor: String?, node: YAMLNode, weight: Int) throws(YAMLError) {
        if let anchor { anchors[anchor] = (node, weight) }
    }

    private mutating func attach(_ node: YAMLNode, weight: Int, to stack: inout [OpenCollection], root: inout YAMLNode?) throws(YAMLError) {
        expandedNodes += weight
        if expandedNodes > YAMLReader.maximumExpandedNodes {
            throw YAMLError(path: path, mark: node.mark, message: "the document expands to more than \(YAMLReader.maximumExpandedNodes) nodes through aliases; refusing to read it")
        }
        if stack.isEmpty {
            root = node
        } else {
            stack[stack.count - 1].items.append(node)
            stack[stack.count - 1].weight += weight
        }
    }

    private func parserError(_ parser: yaml_parser_t) -> YAMLError {
        let problem = optionalString(parser.problem) ?? "invalid YAML"
        var message = problem
        if let context = optionalString(parser.context) {
            message = "\(problem) \(context) (line \(parser.context_mark.line + 1))"
        }
        if problem.contains("cannot start any token") && parser.problem_mark.column == 0 {
            message += "; indent with spaces, not tabs"
        }
        let mark = YAMLMark(line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
        return YAMLError(path: path, mark: mark, message: message)
    }

    private func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> String {
        guard let pointer else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    private func optionalString(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    private func optionalString(_ pointer: UnsafePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }
}
