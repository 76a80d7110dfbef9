/// A function that formats state for several places: the app, widgets, previews.
public struct SharedFormatter: Sendable {
    public enum Origin: Sendable, Equatable {
        /// Named under `shared_formatters:`.
        case configured
        /// Found: it formats its parameters and is called from two targets, or from a widget and a preview.
        case automatic(reason: String)
    }

    /// `timerDisplayFromSeconds(seconds:showSeconds:)`, with `Type.` for static functions.
    public var signature: String
    /// The signature without a type prefix: what `FormatUseRecord.enclosingFunction` holds inside it.
    public var plainSignature: String
    public var parameterNames: [String]
    /// Every declaration (copies in several targets count as one formatter), sorted by file.
    public var declarations: [(file: String, range: SourceRange)]
    /// Shapes of its output, from its first declaration.
    public var shapes: [FormatShape]
    public var calledFromTargets: [String]
    public var origin: Origin

    /// Where the first declaration is, for messages: `Shared/TimerFormatting.swift:4`.
    public func location(relativeTo root: String) -> String {
        guard let first = declarations.first else { return signature }
        return "\(FilePath.relative(first.file, to: root)):\(first.range.start.line)"
    }

    public var file: String { declarations.first?.file ?? "" }
}

/// The project's shared formatters, found once per run from every file's facts.
public struct FormatterIndex: Sendable {
    public let formatters: [SharedFormatter]

    public static let empty = FormatterIndex(formatters: [])

    public init(formatters: [SharedFormatter]) {
        self.formatters = formatters
    }

    public init(files: [FileFacts], targets: [Target], configured: [String], automatic: Bool) {
        var targetsByFile: [String: [String]] = [:]
        for target in targets {
            for file in target.files { targetsByFile[file, default: []].append(target.name) }
        }
        var declarations: [String: [(file: String, record: FunctionRecord)]] = [:]
        for file in files {
            for function in file.functions { declarations[function.signature, default: []].append((file.path, function)) }
        }
        var callingTargets: [String: Set<String>] = [:]
        var calledFromWidget: Set<String> = [], calledFromPreview: Set<String> = []
        for file in files {
            for call in file.calls where declarations[call.signature] != nil || call.signature.hasPrefix(".") {
                for target in targetsByFile[file.path] ?? [] { callingTargets[call.signature, default: []].insert(target) }
                if call.inWidget { calledFromWidget.insert(call.signature) }
                if call.inPreview { calledFromPreview.insert(call.signature) }
            }
        }

        var found: [SharedFormatter] = []
        for signature in declarations.keys.sorted() {
            let copies = declarations[signature]!.sorted { $0.file < $1.file }
            let first = copies[0].record
            // Instance methods are called through a value, recorded by name alone.
            let callKey = first.isFreeOrStatic ? signature : "." + String(signature.dropFirst(first.qualifiedName.count - first.name.count))
            let targets = (callingTargets[callKey] ?? []).sorted()
            let origin: SharedFormatter.Origin
            if configured.contains(where: { Self.names(first, $0) }) {
                origin = .configured
            } else if automatic, first.isFreeOrStatic, first.formatsParameters, targets.count >= 2 {
                origin = .automatic(reason: "called from \(targets.count) targets")
            } else if automatic, first.isFreeOrStatic, first.formatsParameters, calledFromWidget.contains(signature), calledFromPreview.contains(signature) {
                origin = .automatic(reason: "called from widget code and from a preview")
            } else {
                continue
            }
            let plain = String(signature.dropFirst(first.qualifiedName.count - first.name.count))
            found.append(SharedFormatter(
                signature: signature, plainSignature: plain, parameterNames: first.parameterNames,
                declarations: copies.map { ($0.file, $0.record.range) }, shapes: first.shapes,
                calledFromTargets: targets, origin: origin
            ))
        }
        formatters = found
    }

    /// `shared_formatters:` entries name a function by plain name, `Type.name`, or full signature.
    static func names(_ function: FunctionRecord, _ entry: String) -> Bool {
        if entry.contains("(") {
            return function.signature == entry || function.signature.hasSuffix(".\(entry)")
        }
        return function.name == entry || function.qualifiedName == entry
    }

    /// Whether code at `signature` (a `FormatUseRecord.enclosingFunction`) is one of the formatters itself.
    public func isFormatter(_ signature: String?) -> Bool {
        guard let signature else { return false }
        return formatters.contains { $0.plainSignature == signature }
    }
}
