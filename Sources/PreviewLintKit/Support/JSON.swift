/// A JSON value with ordered object keys, rendered deterministically.
public indirect enum JSON: Sendable, Hashable {
    case object([(String, JSON)])
    case array([JSON])
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case null

    public static func == (lhs: JSON, rhs: JSON) -> Bool { lhs.rendered() == rhs.rendered() }
    public func hash(into hasher: inout Hasher) { hasher.combine(rendered()) }

    /// Pretty output uses two-space indentation; compact output has no whitespace at all.
    public func rendered(pretty: Bool = true) -> String {
        var output = ""
        write(to: &output, indent: pretty ? 0 : nil)
        return output
    }

    private func write(to output: inout String, indent: Int?) {
        switch self {
        case .string(let value): JSONText.quote(value, into: &output)
        case .integer(let value): output += String(value)
        case .number(let value):
            output += value.isFinite ? (value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)) : "null"
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        case .array(let items):
            writeContainer(open: "[", close: "]", count: items.count, to: &output, indent: indent) { index, output, inner in
                items[index].write(to: &output, indent: inner)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, to: &output, indent: indent) { index, output, inner in
                JSONText.quote(members[index].0, into: &output)
                output += indent == nil ? ":" : ": "
                members[index].1.write(to: &output, indent: inner)
            }
        }
    }

    private func writeContainer(
        open: String, close: String, count: Int, to output: inout String, indent: Int?,
        element: (Int, inout String, Int?) -> Void
    ) {
        output += open
        guard count > 0 else { output += close; return }
        let inner = indent.map { $0 + 2 }
        let innerBreak = inner.map(Self.lineBreak)
        for index in 0..<count {
            if index > 0 { output += "," }
            if let innerBreak { output += innerBreak }
            element(index, &output, inner)
        }
        if let indent { output += Self.lineBreak(indent) }
        output += close
    }

    /// A newline and `indent` spaces; the usual depths are built once, not per element.
    private static func lineBreak(_ indent: Int) -> String {
        indent < lineBreaks.count ? lineBreaks[indent] : "\n" + String(repeating: " ", count: indent)
    }

    private static let lineBreaks: [String] = (0..<24).map { "\n" + String(repeating: " ", count: $0) }
}
