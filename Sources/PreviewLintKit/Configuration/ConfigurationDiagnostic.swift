/// A problem found in a configuration file: warnings let the run go on, errors stop it with exit code 2.
public struct ConfigurationDiagnostic: Sendable, Hashable, CustomStringConvertible {
    public var severity: Severity
    public var path: String
    public var mark: YAMLMark
    public var message: String

    public init(_ severity: Severity, path: String, mark: YAMLMark, _ message: String) {
        self.severity = severity
        self.path = path
        self.mark = mark
        self.message = message
    }

    public var description: String {
        "\(path):\(mark.line):\(mark.column): \(severity.rawValue): \(message)"
    }
}

/// A configuration that cannot be used; carries every diagnostic found so the user fixes them in one go.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [ConfigurationDiagnostic]

    public init(_ diagnostics: [ConfigurationDiagnostic]) {
        self.diagnostics = diagnostics
    }

    public init(path: String, mark: YAMLMark, _ message: String) {
        self.diagnostics = [ConfigurationDiagnostic(.error, path: path, mark: mark, message)]
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
