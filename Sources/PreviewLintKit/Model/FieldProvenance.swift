/// How production code fills one field (a labeled parameter of a view or model, `Text`'s text):
/// where it formats values into it, and whether it also hands text on unformatted.
struct FieldProvenance: Sendable {
    /// The first production place that formats into the field.
    var formattedAt: (file: String, range: SourceRange)?
    /// The first place where the field's own type formats into it (its initializer or factory
    /// from raw values): a path a preview bypasses when it hands the field literal text.
    var formattedInOwnTypeAt: (file: String, range: SourceRange)?
    /// What production formatting makes of the field, where the code says (`"\(value) mg/dL"`,
    /// `String(format: "%.1f", …)`, a formatting function of the project), with the place.
    var productionShapes: [(shape: FormatShape, file: String)] = []
    var isPassedThrough = false
    /// Production fills of the field, and how many of them format a value into it.
    var fills = 0
    var formattedFills = 0

    /// A label/value slot production fills mostly with counts, identifiers and names: one of its
    /// fills being formatted does not make a preview's sample text stand in for that formatter.
    /// Counted on the type's own field only: assignments (`.glucose=`) are keyed by name alone.
    var isGenericSlot: Bool { fills >= 4 && formattedFills * 4 < fills }

    /// Fills inside `fixtures` (members previews reach and the app does not use) are preview data.
    static func index(_ files: [FileFacts], membership: TargetMembership, fixtures: Set<MemberLocation> = []) -> [String: FieldProvenance] {
        let formatting = formattingFunctions(files)
        var functionShapes: [String: [(FormatShape, String)]] = [:]
        for file in files {
            for function in file.functions where function.formatsParameters && !function.shapes.isEmpty {
                let plain = String(function.signature.dropFirst(function.qualifiedName.count - function.name.count))
                for key in [function.signature, plain] { functionShapes[key, default: []] += function.shapes.map { ($0, file.path) } }
            }
        }
        var result: [String: FieldProvenance] = [:]
        var handedOn: [(field: String, source: String, file: String, range: SourceRange)] = []
        for (fileIndex, file) in files.enumerated().sorted(by: { $0.element.path < $1.element.path }) where !file.fieldFills.isEmpty && !membership.isTestOnly(file.path) {
            let fixtureRanges = file.members.indices.filter { fixtures.contains(MemberLocation(file: fileIndex, member: $0)) }.map { file.members[$0].range }
            for fill in file.fieldFills where !fixtureRanges.contains(where: { $0.contains(fill.range) }) {
                let field = simpleField(fill.field)
                result[field, default: FieldProvenance()].fills += 1
                switch fill.fill {
                case .formatted:
                    result[field]!.noteFormatted(at: (file.path, fill.range), inOwnType: fill.inOwnType)
                    if let shape = fill.shape { result[field]!.productionShapes.append((shape, file.path)) }
                case .called:
                    // A call of a function of the project that formats its parameters formats the field.
                    guard let callee = fill.callee, formatting.contains(callee) || formatting.contains(Self.plain(callee)) else { continue }
                    result[field]!.noteFormatted(at: (file.path, fill.range), inOwnType: fill.inOwnType)
                    result[field]!.productionShapes += (functionShapes[callee] ?? functionShapes[Self.plain(callee)] ?? []).map { ($0.0, $0.1) }
                case .passThrough:
                    result[field]!.isPassedThrough = true
                    if let source = fill.callee { handedOn.append((field, source, file.path, fill.range)) }
                }
            }
        }
        // A property handed on (`.expired(viewModel.state.details)`) whose assignments production
        // formats (`state.details = UserText.expired(on: formatter.string(from: date))`) is
        // formatted text; known by the property's name, so only where its assignments mostly format.
        for (field, source, _, _) in handedOn {
            guard let assigned = result[source + "="], let place = assigned.formattedAt, assigned.formattedFills * 2 > assigned.fills else { continue }
            result[field]!.formattedFills += 1
            if result[field]!.formattedAt == nil { result[field]!.formattedAt = place }
        }
        return result
    }

    private mutating func noteFormatted(at place: (file: String, range: SourceRange), inOwnType: Bool) {
        formattedFills += 1
        if formattedAt == nil { formattedAt = place }
        if inOwnType, formattedInOwnTypeAt == nil { formattedInOwnTypeAt = place }
    }

    /// `Model.PricingInfo(price:)` → `PricingInfo(price:)`: a nested type is written qualified outside
    /// its parent and plain inside it. Implicit members (`.expired(_:)`) stay as they are.
    static func simpleField(_ field: String) -> String {
        guard !field.hasPrefix("."), let open = field.firstIndex(of: "(") else { return field }
        var callee = field[..<open]
        if callee.hasSuffix(".init") { callee = callee.dropLast(".init".count) }
        let type = callee.lastIndex(of: ".").map { callee[callee.index(after: $0)...] } ?? callee
        return String(type + field[open...])
    }

    /// `Self.calculateChange(chart:units:)`, `.format(_:)` → `calculateChange(chart:units:)`, `format(_:)`.
    private static func plain(_ callee: String) -> String {
        let name = callee.prefix { $0 != "(" }
        guard let dot = name.lastIndex(of: ".") else { return callee }
        return String(callee[callee.index(after: dot)...])
    }

    /// The project's functions that format their parameters into text, by call signature with and
    /// without their type (`Glucose.format(_:)` and `format(_:)`).
    /// A function that returns what one of them made (`getPriceWithFrequency` returning a template
    /// filled with `getPrice`'s currency text) formats too.
    private static func formattingFunctions(_ files: [FileFacts]) -> Set<String> {
        var signatures = Set<String>()
        var others: [(function: FunctionRecord, plain: String)] = []
        for file in files {
            for function in file.functions {
                let plain = String(function.signature.dropFirst(function.qualifiedName.count - function.name.count))
                if function.formatsParameters {
                    signatures.insert(function.signature)
                    signatures.insert(plain)
                } else if !function.callees.isEmpty {
                    others.append((function, plain))
                }
            }
        }
        var changed = true
        while changed {
            changed = false
            for (function, plain) in others where !signatures.contains(function.signature) && function.callees.contains(where: signatures.contains) {
                signatures.insert(function.signature)
                signatures.insert(plain)
                changed = true
            }
        }
        return signatures
    }
}

extension ProjectIndex {
    /// How production code fills a field of one of the project's own types, or of an implicit
    /// member (`.expired(…)`); nil for a framework's (`Text` is handed formatted and unformatted
    /// text everywhere: it says nothing). A stored property also counts what production code
    /// assigns to it (`state.delta = formatter.string(from: value)`).
    func provenance(ofField field: String) -> FieldProvenance? {
        let callee = field.split(separator: "(", maxSplits: 1).first.map(String.init) ?? field
        // Text handed to a logger is a message, not a displayed field.
        if Self.isLogging(callee) { return nil }
        if callee.hasPrefix(".") { return callee == ".init" ? nil : fieldProvenance[field] }
        guard typesByName[callee] != nil else { return nil }
        var provenance = fieldProvenance[FieldProvenance.simpleField(field)]
        if let open = field.firstIndex(of: "("), field.hasSuffix(":)"), declaredType(ofArgument: field) != nil {
            let label = field[field.index(after: open)..<field.index(field.endIndex, offsetBy: -2)]
            if let assigned = fieldProvenance[".\(label)="] {
                var merged = provenance ?? FieldProvenance()
                if merged.formattedAt == nil { merged.formattedAt = assigned.formattedAt }
                if merged.formattedInOwnTypeAt == nil { merged.formattedInOwnTypeAt = assigned.formattedInOwnTypeAt }
                merged.productionShapes += assigned.productionShapes
                merged.isPassedThrough = merged.isPassedThrough || assigned.isPassedThrough
                provenance = merged
            }
        }
        return provenance
    }

    private static func isLogging(_ callee: String) -> Bool {
        let name = callee.split(separator: ".").last.map(String.init) ?? callee
        return FormatUseRecord.logSinks.contains(name) || name.lowercased().hasPrefix("log")
    }

    /// The field a preview's literal fills, with `.init(…)` read as the type the enclosing argument
    /// declares (`Summary(receipts: [.init(time: "10:00")])` → `ReadReceipt(time:)`).
    func field(of literal: LiteralRecord, in file: FileFacts) -> String? {
        guard let field = literal.argumentOf, field.hasPrefix(".init(") else { return literal.argumentOf }
        guard let enclosing = file.constructions.last(where: { $0.callee == ".init" && $0.range.contains(literal.range) }) else { return nil }
        // The argument's declared type, else the declared type of the member whose value it is
        // (`static let receipts: [ReadReceipt] = [.init(…)]`).
        let declared = enclosing.argumentOf.flatMap(declaredType(ofArgument:))
            ?? file.members.last(where: { $0.range.contains(enclosing.range) })?.valueType
        guard let type = declared.map(Self.elementType) else { return nil }
        return type + field.dropFirst(".init".count)
    }

    /// `[ReadReceipt]`, `ReadReceipt?`, `Array<ReadReceipt>` → `ReadReceipt`.
    static func elementType(_ type: String) -> String {
        var text = type.trimmingCharacters(in: .whitespaces)
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") { return elementType(String(text.dropFirst().dropLast())) }
        if text.hasPrefix("Array<"), text.hasSuffix(">") { return elementType(String(text.dropFirst(6).dropLast())) }
        return text
    }
}
