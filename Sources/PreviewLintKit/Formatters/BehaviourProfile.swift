/// What one formatter outputs on the grid with its Bool parameters held one way: formatting
/// written twice is found by equal profiles, and two formatters of one value disagree where their
/// profiles differ.
struct BehaviourProfile: Sendable, Hashable {
    /// The Bool parameters held, by name (`showSeconds: true`).
    var fixed: [String: Bool]
    /// Enum settings held at one case (`heldBySetting`), by parameter: `temporalState: .future`.
    var held: [String: String] = [:]
    /// What the other inputs are, in order: `number`, `date`, `text`, optional ones with `?`.
    var inputKind: [String]
    /// Each grid row's arguments, in the formatter's parameter order.
    var arguments: [[BehaviourValue]]
    /// What it output for each row, spaces normalised.
    var outcomes: [BehaviourOutcome]
    /// What it outputs on each row on a device at de_DE, where that differs somewhere (a platform
    /// date style, a month's name); nil where every row is en_US's (`DisplayLocale`).
    var otherLocale: [BehaviourOutcome]?
    /// The words around the outcomes where they are the text between them (`core`).
    var surrounding: Surrounding?

    /// Profiles need rows to compare on: at most this many non-Bool inputs, and Bools.
    static let maximumInputs = 2
    static let maximumBools = 2
    /// One input more where the grid stays small (texts, settings: a city, a country and its code).
    static let smallGrid = 64

    /// One profile per setting of its Bool parameters; none when an input is not a modelled type or
    /// there are none (a constant) or too many.
    static func profiles(of formatter: LoweredFormatter, evaluator: BehaviourEvaluator, grid: BehaviourGrid = .standard) -> [BehaviourProfile] {
        guard let (inputs, bools, timestamps, columns) = columns(of: formatter, grid: grid) else { return [] }
        let nearNow = formatter.readsNow
        let grid = nearNow ? grid.nearNow : grid
        let rows = grid.combinations(columns)
        // Dates near the pinned now are other rows than the fixed dates: never compared with them.
        let kind = zip(inputs, timestamps).map { input, timestamp in kindName(timestamp ? .date : input.type!, nearNow: nearNow) }
        return (0..<(1 << bools.count)).map { setting in
            var fixed: [String: Bool] = [:]
            for (index, parameter) in bools.enumerated() { fixed[parameter.name] = setting & (1 << index) != 0 }
            let arguments = rows.map { BehaviourComparison.arguments(formatter, free: inputs, values: $0, fixed: fixed) }
            let outcomes = arguments.map { evaluator.outcome(of: formatter, arguments: $0).normalised }
            let german = arguments.map { evaluator.otherLocaleOutcome(of: formatter, arguments: $0)?.normalised }
            let otherLocale = german.contains { $0 != nil } ? zip(german, outcomes).map { $0 ?? $1 } : nil
            return BehaviourProfile(fixed: fixed, inputKind: kind, arguments: arguments, outcomes: outcomes,
                                    otherLocale: otherLocale)
        }
    }

    /// Whether the formatter can be tried on the grid at all (its outputs compared).
    static func isProfilable(_ formatter: LoweredFormatter) -> Bool {
        columns(of: formatter, grid: BehaviourTwins.grid) != nil
    }

    /// The inputs tried (values first, then settings), the Bools held, which inputs are timestamps,
    /// and each input's values; nil when an input is not a modelled type, there are none (a
    /// constant) or too many.
    private static func columns(of formatter: LoweredFormatter, grid: BehaviourGrid)
        -> (inputs: [BehaviourParameter], bools: [BehaviourParameter], timestamps: [Bool], columns: [[BehaviourValue]])? {
        guard formatter.unknownReason == nil else { return nil }
        let bools = formatter.parameters.filter { $0.type == .bool }
        // Settings (enum cases) after the values they format, wherever each side declares them.
        let values = formatter.parameters.filter { $0.type != .bool }
        let inputs = values.filter { !$0.isSetting } + values.filter(\.isSetting)
        guard (1...maximumInputs + 1).contains(inputs.count), bools.count <= maximumBools, inputs.allSatisfy({ $0.type != nil }) else { return nil }
        let grid = formatter.readsNow ? grid.nearNow : grid
        // A number read only as seconds (or milliseconds) since 1970 is a date, tried on the grid's dates.
        let units = inputs.map { Timestamp.unitsPerSecond($0, in: formatter) }
        let timestamps = units.map { $0 != nil }
        let columns = zip(inputs, units).map { input, unit in
            unit.map { Timestamp.values(grid, as: input.type!, unitsPerSecond: $0) } ?? grid.values(for: input.type!)
        }
        guard inputs.count <= maximumInputs || columns.reduce(1, { $0 * $1.count }) <= smallGrid else { return nil }
        return (inputs, bools, timestamps, columns)
    }

    private static func kindName(_ type: BehaviourType, nearNow: Bool) -> String {
        switch type {
        case .int, .double, .decimal: "number"
        case .bool: "flag"
        case .string: "text"
        case .date: nearNow ? "date near now" : "date"
        case .optional(let wrapped): kindName(wrapped, nearNow: nearNow) + "?"
        case .enumeration(let cases): (cases.contains { $0.contains("(") } ? payloadKind : settingKind) + cases.sorted().joined(separator: ", ")
        }
    }

    /// How an enum setting's kind begins: `one of mgdl, mmol`.
    static let settingKind = "one of "
    /// An enum whose cases carry values (`openVpn(udp)`, `EnumTable`) is a value text is built from
    /// (`"OpenVPN (UDP)"`), not a setting that picks among texts.
    static let payloadKind = "a case of "

    /// The same rows as a device at de_DE shows them (`otherLocale`).
    var inOtherLocale: BehaviourProfile {
        var shown = self
        (shown.outcomes, shown.otherLocale) = (otherLocale ?? outcomes, nil)
        return shown
    }

    var knownCount: Int { outcomes.filter(\.isKnown).count }

    /// The rows where no optional input is nil, its inputs taken as their wrapped types: a formatter
    /// of `Double?` is compared with one of `Double` on the values both take (the nil row is the
    /// first's alone).
    var withoutNil: BehaviourProfile {
        let kept = arguments.indices.filter { !arguments[$0].contains(.none) }
        return BehaviourProfile(fixed: fixed, held: held, inputKind: inputKind.map { $0.hasSuffix("?") ? String($0.dropLast()) : $0 },
                                arguments: kept.map { arguments[$0] }, outcomes: kept.map { outcomes[$0] },
                                otherLocale: otherLocale.map { german in kept.map { german[$0] } })
    }

    /// Says something about formatting: known on most rows, at least three different texts, and more
    /// than the values themselves between fixed text (`"\(count)"`, `"\(n)%"`, `"\(city), \(country)"`).
    /// Text chosen by settings alone (an icon name per quality level) is a table, not a value formatted.
    /// Text that is only a whole number as Swift prints it (`"\(seconds / 60)"`: `"2"`, `"61"`) is
    /// arithmetic shown, not formatting: padding (`"05"`), separators or words make it formatting.
    var isDistinctive: Bool { showsVariedText && !isPlain }

    /// Its inputs as Swift prints them between fixed words (`"\(n) habits"`): no formatting of its
    /// own to repeat, but a text a formatter of the same value may disagree with (`"1 habit"`).
    var isPlainPrinting: Bool { showsVariedText && isPlain }

    /// Whole numbers shown for a number that takes fractions (`String(Int(rating))`, `"%.0f"`): no
    /// formatting to repeat, but the value shown cut or rounded, which a formatter of the same
    /// field may show otherwise (`"4.50"` beside `"4"`).
    var printsFractionsWhole: Bool {
        guard knownCount * 2 >= outcomes.count else { return false }
        guard Set(texts).count >= 3, texts.allSatisfy(Self.isWholeNumber), !computesNumbers else { return false }
        return arguments.contains { row in row.contains { if case .double = $0 { true } else { false } } }
    }

    /// Whole numbers computed from its one input that takes fractions (`Int(ceil(progress * 100))`):
    /// on at least `minimumComputed` rows the text is neither the input cut nor rounded to a whole.
    /// How a fraction is shown is formatting; arithmetic on a whole number (`seconds / 60`) is not.
    var computesNumbers: Bool {
        let computed = zip(arguments, outcomes).filter { row, outcome in
            let numbers = row.compactMap { value -> Double? in
                if case .double(let number) = value { return number }
                return nil
            }
            guard numbers.count == 1, let number = numbers.first, abs(number) < 1e15,
                  case .text(let text) = outcome, let shown = Int(text) else { return false }
            return ![number.rounded(.towardZero), number.rounded()].contains(Double(shown))
        }
        return computed.count >= Self.minimumComputed
    }

    static let minimumComputed = 3

    /// The texts it shows, leaving out unknown rows.
    private var texts: [String] {
        outcomes.compactMap { outcome -> String? in
            if case .text(let text) = outcome { return text }
            return nil
        }
    }

    /// Every text it shows is a whole number and nothing else (`"12500"`).
    var writesNumbersAlone: Bool {
        return !texts.isEmpty && texts.allSatisfy(Self.isWholeNumber)
    }

    private var showsVariedText: Bool {
        guard knownCount * 2 >= outcomes.count, inputKind.contains(where: { !$0.hasPrefix(Self.settingKind) }) else { return false }
        // A number printed as Swift prints it is no formatting of a number; of a date (its day, its
        // year) it is.
        let printsNumbers = texts.allSatisfy(Self.isWholeNumber) && !inputKind.contains { $0.hasPrefix("date") }
            && !computesNumbers
        return Set(texts).count >= 3 && !printsNumbers
    }

    /// `"61"`, `"-2"`, as `String(Int)` prints them (not `"05"`, `"1,234"`, `"2.5"`).
    static func isWholeNumber(_ text: String) -> Bool {
        Int(text).map { String($0) == text } ?? false
    }

    /// Every text is its inputs as Swift prints them between fixed pieces (`PlainOutput`).
    private var isPlain: Bool {
        let rows = zip(arguments, outcomes).compactMap { arguments, outcome -> (inputs: [BehaviourValue], text: String)? in
            guard case .text(let text) = outcome else { return nil }
            return (arguments.filter { if case .bool = $0 { false } else { true } }, text)
        }
        return PlainOutput.isPlain(rows)
    }

    /// Equal profiles: the same kind of inputs and the same output on every row, in each locale.
    /// Inline formatting a branch does not show for an input shows no text there, as a member
    /// returning nil does (`guard let progress … else { return nil }` against an `if` around the same text).
    var key: ProfileKey {
        ProfileKey(inputKind: inputKind, outcomes: outcomes.map { $0.isUnreached ? .noText : $0 },
                   otherLocale: otherLocale?.map { $0.isUnreached ? .noText : $0 })
    }

    /// Some rows show nothing because a branch around the formatting does not run.
    var isPartial: Bool { outcomes.contains(where: \.isUnreached) }

    struct ProfileKey: Hashable {
        var inputKind: [String]
        var outcomes: [BehaviourOutcome]
        var otherLocale: [BehaviourOutcome]?
    }
}
