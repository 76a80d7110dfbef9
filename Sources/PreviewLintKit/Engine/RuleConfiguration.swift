/// A rule's effective settings: its descriptor's defaults overridden by the configuration.
public struct RuleConfiguration: Sendable {
    public let descriptor: RuleDescriptor
    public let enabled: Bool
    public let severity: Severity
    private let values: [String: OptionValue]

    public init(descriptor: RuleDescriptor, settings: RuleSettings?) {
        self.descriptor = descriptor
        enabled = settings?.enabled ?? descriptor.enabled
        severity = settings?.severity ?? descriptor.severity
        var values: [String: OptionValue] = [:]
        for option in descriptor.options { values[option.name] = option.defaultValue }
        for (name, value) in settings?.options ?? [:] { values[name] = value }
        self.values = values
    }

    public var id: String { descriptor.id }

    /// `severity`: this finding's own, when the rule reports some findings lower (a claim it could
    /// not confirm); else the configured one.
    public func violation(
        _ message: String, in file: String, at range: SourceRange,
        related: [RelatedLocation] = [], fix: Fix? = nil, severity: Severity? = nil
    ) -> Violation {
        Violation(ruleID: id, severity: severity ?? self.severity, message: message, file: file, range: range, related: related, fix: fix)
    }

    // Options are declared in the descriptor; asking for an undeclared one is a programming error.
    private func value(_ name: String) -> OptionValue {
        guard let value = values[name] else { fatalError("rule '\(id)' reads undeclared option '\(name)'") }
        return value
    }

    public func bool(_ name: String) -> Bool {
        guard case .bool(let value) = value(name) else { fatalError("option '\(id).\(name)' is not a bool") }
        return value
    }

    public func integer(_ name: String) -> Int {
        guard case .integer(let value) = value(name) else { fatalError("option '\(id).\(name)' is not an integer") }
        return value
    }

    public func string(_ name: String) -> String {
        guard case .string(let value) = value(name) else { fatalError("option '\(id).\(name)' is not a string") }
        return value
    }

    public func strings(_ name: String) -> [String] {
        guard case .strings(let value) = value(name) else { fatalError("option '\(id).\(name)' is not a list") }
        return value
    }

    public func map(_ name: String) -> [NamedString] {
        guard case .map(let value) = value(name) else { fatalError("option '\(id).\(name)' is not a map") }
        return value
    }

    /// All option values, in a stable order, for the cache key.
    var fingerprint: String {
        values.keys.sorted().map { "\($0)=\(values[$0]!.jsonText)" }.joined(separator: ";")
    }
}
