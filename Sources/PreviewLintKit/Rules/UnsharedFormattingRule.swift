/// `unshared_formatting`: widget, Live Activity or preview code that formats a state value inline
/// where a shared formatter should do it.
public struct UnsharedFormattingRule: Rule {
    public static let id = "unshared_formatting"
    let configuration: RuleConfiguration
    let requiredProperties: [NSRegularExpressionBox]

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) throws(ConfigurationError) {
        self.configuration = configuration
        requiredProperties = try NSRegularExpressionBox.compile(configuration.strings("require_formatter_for"), rule: configuration.id, option: "require_formatter_for", project: project)
    }

    public func check(_ file: FileContext, in project: ProjectIndex) -> [Violation] {
        let formatters = project.formatters
        var violations: [Violation] = []
        for use in file.facts.formatUses where (use.inWidget || use.inPreview) && !formatters.isFormatter(use.enclosingFunction) && !Self.isLogging(use.sink) {
            guard let message = finding(use, formatters: formatters, root: project.root) else { continue }
            violations.append(configuration.violation(message, in: file.path, at: use.range))
        }
        return violations
    }

    /// Only formatters named under `shared_formatters:` are offered: matching a value to a formatter
    /// found on its own by their names is a guess (a clock face's accessibility label offered for a
    /// date), and formatting that repeats a found one is compared by its outputs instead
    /// (`reimplemented_formatter`, `duplicated_formatting`).
    private func finding(_ use: FormatUseRecord, formatters: FormatterIndex, root: String) -> String? {
        let place = use.inWidget ? "widget code" : "a preview"
        let named = formatters.formatters.filter { $0.origin == .configured }
        for value in use.formattedValues {
            let property = String(value.split(separator: ".").last ?? "")
            if let formatter = named.first(where: { Self.formats(property, $0) }) {
                return "\(value) is formatted inline in \(place); call \(formatter.signature) (\(formatter.location(relativeTo: root))) so every place shows it the same way"
            }
            if requiredProperties.contains(where: { $0.matchesWhole(property) }) {
                return "\(value) is formatted inline in \(place), and require_formatter_for says \(property) needs a shared formatter; add one and call it here"
            }
        }
        if use.hasArithmetic, let value = use.formattedValues.first, let formatter = named.first {
            return "arithmetic on \(value) inside \(place)'s text formats it by hand; move it into a shared formatter such as \(formatter.signature) (\(formatter.location(relativeTo: root)))"
        }
        return nil
    }

    /// Text written to a log is for developers, not displayed.
    static let loggingSinks: Set<String> = [
        "print", "debugPrint", "NSLog", "os_log", "assert", "assertionFailure", "precondition", "preconditionFailure",
        "fatalError", "debug", "info", "notice", "warning", "error", "fault", "critical", "trace", "log",
    ]

    static func isLogging(_ sink: String?) -> Bool {
        sink.map(loggingSinks.contains) ?? false
    }

    /// A formatter is for a value when one of its parameter names and the property name contain each other
    /// (`seconds` and `secondsElapsed`).
    static func formats(_ property: String, _ formatter: SharedFormatter) -> Bool {
        let name = property.lowercased()
        return formatter.parameterNames.contains { parameter in
            let parameter = parameter.lowercased()
            return parameter.count >= 3 && (name.contains(parameter) || parameter.contains(name) && name.count >= 3)
        }
    }
}
