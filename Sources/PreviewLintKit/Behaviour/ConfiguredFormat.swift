/// A Foundation formatter whose output is not modelled, by its configuration: the formatter's
/// name and each setting that differs from its default, as written (`countStyle: .memory`),
/// sorted; or, for a set-up the model does not follow, each of its steps in order
/// (`dateStyle = .full`, `doesRelativeDateFormatting = true`). Its text is opaque (`OpaqueText`):
/// equal for equal configurations and values.
public struct ConfiguredFormat: Codable, Sendable, Hashable {
    /// `ByteCountFormatter`, `ByteCountFormatStyle`, `RelativeDateTimeFormatter relative to now`.
    public var formatter: String
    public var settings: [String]
    /// The kind of value it formats.
    public var input: Input

    /// It writes a date as a distance from the current time ("2 hours ago").
    public var readsNow: Bool

    public enum Input: String, Codable, Sendable, Hashable { case number, date }

    init(formatter: String, settings: [String: String], defaults: [String: String], input: Input, readsNow: Bool = false) {
        self.formatter = formatter
        self.settings = settings.filter { defaults[$0.key] != $0.value }.map { "\($0.key): \($0.value)" }.sorted()
        self.input = input
        self.readsNow = readsNow
    }

    /// A set-up known by its steps in order, each as written (`dateStyle = .full`).
    init(formatter: String, steps: [String], input: Input) {
        self.formatter = formatter
        settings = steps
        self.input = input
        readsNow = false
    }

    var name: String { settings.isEmpty ? formatter : "\(formatter)(\(settings.joined(separator: ", ")))" }

    func format(_ value: BehaviourValue) throws(EvaluationStop) -> String {
        switch (input, value) {
        case (.number, .int), (.number, .double), (.date, .date):
            return OpaqueText.make(name, of: value)
        default:
            throw .unknown("\(formatter) given \(value.sourceText)")
        }
    }
}
