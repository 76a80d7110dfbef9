/// A free or static function that returns display text, a candidate shared formatter.
public struct FunctionRecord: Codable, Sendable, Hashable {
    /// `timerDisplayFromSeconds(seconds:showSeconds:)`
    public var signature: String
    /// `Type.name` for static functions, else the name.
    public var qualifiedName: String
    public var name: String
    public var parameterNames: [String]
    public var returnType: String
    public var range: SourceRange
    /// The shapes of what it returns, from `String(format:)` strings, interpolations and literals.
    public var shapes: [FormatShape]
    /// It formats its parameters: `String(format:)`, interpolation of a parameter, `.formatted(…)`, a `*Formatter`.
    public var formatsParameters: Bool
    /// Free or static: only these are found automatically; instance methods must be configured.
    public var isFreeOrStatic: Bool
    /// The functions it calls, by plain signature (`getPrice(for:)`): a function that returns what
    /// a formatting function made formats too.
    public var callees: [String] = []
}

/// Text built from values in place: a `String(format:)` or an interpolated string literal.
public struct FormatUseRecord: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable {
        case stringFormat = "string_format"
        case interpolation
    }

    public var kind: Kind
    public var shape: FormatShape
    public var range: SourceRange
    /// The innermost function around it, as a signature, if any.
    public var enclosingFunction: String?
    /// Member-access chains it formats, e.g. `context.state.secondsElapsed`.
    public var formattedValues: [String]
    /// Arithmetic on a value inside an interpolation (`\(seconds / 60)`).
    public var hasArithmetic: Bool
    public var inPreview: Bool
    public var inWidget: Bool
    /// The call the text is handed to (`Text`, `print`, `logger.info`), by its last name.
    public var sink: String?
}

extension FormatUseRecord {
    /// Handed to a logger (`print`, `os_log`, `logger.debug`, `Log.info`…): a message, not display text.
    static func isLogSink(_ sink: String?) -> Bool {
        guard let sink else { return false }
        return logSinks.contains(sink) || sink.lowercased().contains("log")
    }

    static let logSinks: Set<String> = ["print", "debugPrint", "NSLog", "os_log", "debug", "info", "notice", "warning", "error", "fault", "trace", "critical", "verbose", "assert", "precondition", "fatalError", "assertionFailure"]
}

/// A call of a function by name, for telling which targets and contexts use a formatter.
public struct CallRecord: Codable, Sendable, Hashable {
    /// `timerDisplayFromSeconds(seconds:showSeconds:)` or `Formatter.duration(_:)`
    public var signature: String
    public var range: SourceRange
    public var inPreview: Bool
    public var inWidget: Bool
    /// Its text is interpolated into a log message (`log(message: "… \(formatDate(d))")`) or is
    /// accessibility text VoiceOver speaks: not shown on a screen.
    public var unshown = false
}
