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
    /// Written as UTF-8 bytes and made a string once: appending to a `String` piece by piece was
    /// most of the time of a large report.
    public func rendered(pretty: Bool = true) -> String {
        var output: [UInt8] = []
        write(to: &output, indent: pretty ? 0 : nil)
        return String(decoding: output, as: UTF8.self)
    }

    private func write(to output: inout [UInt8], indent: Int?) {
        switch self {
        case .string(let value): JSONText.quote(value, into: &output)
        case .integer(let value): output.append(contentsOf: String(value).utf8)
        case .number(let value):
            let text = value.isFinite ? (value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)) : "null"
            output.append(contentsOf: text.utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .null: output.append(contentsOf: "null".utf8)
        case .array(let items):
            writeContainer(open: "[", close: "]", count: items.count, to: &output, indent: indent) { index, output, inner in
                items[index].write(to: &output, indent: inner)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, to: &output, indent: indent) { index, output, inner in
                JSONText.quote(members[index].0, into: &output)
                output.append(UInt8(ascii: ":"))
                if indent != nil { output.append(UInt8(ascii: " ")) }
                members[index].1.write(to: &output, indent: inner)
            }
        }
    }

    private func writeContainer(
        open: Unicode.Scalar, close: Unicode.Scalar, count: Int, to output: inout [UInt8], indent: Int?,
        element: (Int, inout [UInt8], Int?) -> Void
    ) {
        output.append(UInt8(ascii: open))
        guard count > 0 else { output.append(UInt8(ascii: close)); return }
        let inner = indent.map { $0 + 2 }
        for index in 0..<count {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            if let inner { Self.lineBreak(inner, into: &output) }
            element(index, &output, inner)
        }
        if let indent { Self.lineBreak(indent, into: &output) }
        output.append(UInt8(ascii: close))
    }

    /// A newline and `indent` spaces.
    private static func lineBreak(_ indent: Int, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }
}
