/// A Foundation formatter whose output is not modelled, by its configuration: the formatter's
/// name and each setting that differs from its default, as written (`countStyle: .memory`),
/// sorted; or, for a set-up the model does not follow, each of its steps in order
/// (`dateStyle = .full`, `doesRelativeDateFormatting = true`). Its text is opaque (`OpaqueText`):
/// equal for equal configurations and values. `ByteCountFormatter` with the settings
/// `ByteCountText` follows is written out instead.
public struct ConfiguredFormat: Codable, Sendable, Hashable {
    /// `ByteCountFormatter`, `ByteCountFormatStyle`, `RelativeDateTimeFormatter relative to now`.
    public var formatter: String
    public var settings: [String]
    /// The kind of value it formats.
    public var input: Input

    /// It writes a date as a distance from the current time ("2 hours ago").
    public var readsNow: Bool

    /// How a formatter object of it, held in a property, is asked for text.
    public var call: Call

    public enum Input: String, Codable, Sendable, Hashable { case number, date }

    /// `string(from:)`/`string(for:)`; `string(fromByteCount:)`; or not by one value (a relative
    /// date takes two dates, and a format style or a class convenience is no object).
    public enum Call: String, Codable, Sendable, Hashable { case string, byteCount, none }

    init(formatter: String, settings: [String: String], defaults: [String: String], input: Input, readsNow: Bool = false, call: Call = .none) {
        self.formatter = formatter
        self.settings = settings.filter { defaults[$0.key] != $0.value }.map { "\($0.key): \($0.value)" }.sorted()
        self.input = input
        self.readsNow = readsNow
        self.call = call
    }

    /// A set-up known by its steps in order, each as written (`dateStyle = .full`).
    init(formatter: String, steps: [String], input: Input, call: Call = .none) {
        self.formatter = formatter
        settings = steps
        self.input = input
        readsNow = false
        self.call = call
    }

    var name: String { settings.isEmpty ? formatter : "\(formatter)(\(settings.joined(separator: ", ")))" }

    func format(_ value: BehaviourValue) throws(EvaluationStop) -> String {
        if formatter == "ByteCountFormatter", let count = value.byteCount,
           let text = ByteCountText.format(count, settings: settings) {
            return text
        }
        switch (input, value) {
        case (.number, .int), (.number, .double), (.date, .date):
            return OpaqueText.make(name, of: value)
        default:
            throw .unknown("\(formatter) given \(value.sourceText)")
        }
    }
}

private extension BehaviourValue {
    /// A whole number of bytes (`string(fromByteCount:)` takes an `Int64`).
    var byteCount: Int64? {
        switch self {
        case .int(let number): Int64(number)
        case .double(let number) where number.rounded() == number && abs(number) < 1e15: Int64(number)
        default: nil
        }
    }
}
