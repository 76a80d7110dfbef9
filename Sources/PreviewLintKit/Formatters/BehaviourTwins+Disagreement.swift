/// Two formatters that output the same text for several inputs format one kind of value; where they
/// then differ, two screens (the app and its extension, or a view and the shared formatter it
/// could call) show that value two ways.
extension BehaviourTwins {
    /// Two formatters of one kind of value, the first input they differ on and what they agree on.
    struct Disagreement: Sendable {
        var first: FormattingClones.Place
        var second: FormattingClones.Place
        /// In targets that share no code (else one could call the other).
        var apart: Bool
        var agreedSamples: [(call: String, output: String)]
        var agreedCount: Int
        /// The first row where they differ: each side's call and output.
        var firstCall: String, firstOutput: String
        var secondCall: String, secondOutput: String
        /// Paired by the numbers their texts carry, equal on this many inputs (`SameNumbers`).
        var sameNumbers: Int?
        /// Paired as the formatters of one field of the project's types (`BehaviourTwins.sameFieldPairs`).
        var field: String?
        /// Equal on every whole-number row, parted by a fraction (`fractionDisagreements`).
        var agreesOnWholeNumbers = false
        /// Both write numbers alone (`"268"`): equal on whole numbers, two values scaled alike.
        var writesNumbersAlone = false
        /// Equal on every row at en_US, parted at de_DE (`localeDisagreements`).
        var agreesInEnglish = false
        /// Both choose the platform's date styles, presets or templates: two styles, not a pattern copied.
        var choosesTwoStyles = false

        /// Whether what pairs them is the value they format, not outputs that happen to agree on
        /// some inputs: the numbers their texts carry, one field, or every whole number.
        var pairedByValue: Bool {
            sameNumbers != nil || field != nil || (agreesOnWholeNumbers && !writesNumbersAlone) || agreesInEnglish
        }

        /// The same disagreement told from the second's side (the samples they agree on stay the first's calls).
        var swapped: Disagreement {
            var other = self
            (other.first, other.second) = (second, first)
            (other.firstCall, other.firstOutput) = (secondCall, secondOutput)
            (other.secondCall, other.secondOutput) = (firstCall, firstOutput)
            return other
        }

        /// How many inputs they agree on, said as `"3 inputs"` or `"all 11 whole-number inputs tried"`.
        var agreedInputs: String {
            agreesOnWholeNumbers ? "all \(agreedCount) whole-number inputs tried"
                : agreesInEnglish ? "all \(agreedCount) inputs tried at \(DisplayLocale.english.rawValue)"
                : "\(agreedCount) input\(agreedCount == 1 ? "" : "s")"
        }

        /// What pairs them when their texts do not: the numbers those carry.
        var numbersNote: String? {
            sameNumbers.map { "the same numbers on all \($0) inputs tried, written differently" }
        }
    }

    private struct Posting: Hashable {
        var kind: [String]
        var row: Int
        var text: String
    }

    /// Of the rows two formatters agree on, at least this many show formatting, not a value printed
    /// as is: two formatters of numbers both print 0 as `"0"` whatever they format.
    static let minimumFormattedAgreement = 2

    /// Outputs more formatters than this share are too common to pair anything (`"0"`, `""`).
    static let commonOutput = 40

    /// Whether the row's text is one of its inputs printed as is (`"0"` for 0).
    static func isPrintedAsIs(_ profile: BehaviourProfile, _ row: Int) -> Bool {
        guard case .text(let text) = profile.outcomes[row] else { return false }
        return profile.arguments[row].contains { PlainOutput.spellings($0).contains(text) }
    }

    /// What comparing two formatters of one kind of value found: they differ somewhere, or one is
    /// formatting written in a branch (shown for some inputs only) that outputs what the other does
    /// on every input it shows.
    enum Comparison {
        case disagreement(Disagreement)
        case twin(Twin)
    }

    /// `printing`: places that print their inputs between fixed words (`"\(n) habits"`), compared
    /// only with a formatter of the value (`n == 1 ? "1 habit" : …`), never with each other.
    /// `printedFields`: places printing one field as it is (`"10.0 GB"`), compared only with a
    /// formatter of that field, for the numbers both show (`sameFieldPairs`).
    static func comparisons(_ distinctive: [(place: FormattingClones.Place, profile: BehaviourProfile)],
                            printing: [(place: FormattingClones.Place, profile: BehaviourProfile)] = [],
                            printedFields: [(place: FormattingClones.Place, profile: BehaviourProfile)] = [],
                            paired: Set<[String]>, copies: CopiedFiles, evaluator: BehaviourEvaluator? = nil,
                            origins: FieldOrigins? = nil) -> [Comparison] {
        let profiled = distinctive + printing + printedFields
        let isPrinting = { (index: Int) in index >= distinctive.count }
        var postings: [Posting: [Int]] = [:]
        for (index, entry) in distinctive.enumerated() {
            for (row, outcome) in entry.profile.outcomes.enumerated() {
                guard case .text(let text) = outcome, !text.isEmpty else { continue }
                postings[Posting(kind: entry.profile.inputKind, row: row, text: text), default: []].append(index)
            }
        }
        // A printing joins only texts a formatter writes, and counts toward no text's commonness.
        var printed: [Posting: [Int]] = [:]
        for (offset, entry) in printing.enumerated() {
            for (row, outcome) in entry.profile.outcomes.enumerated() {
                guard case .text(let text) = outcome, !text.isEmpty else { continue }
                let posting = Posting(kind: entry.profile.inputKind, row: row, text: text)
                if postings[posting] != nil { printed[posting, default: []].append(distinctive.count + offset) }
            }
        }
        var agreement: [[Int]: Int] = [:], formattedAgreement: [[Int]: Int] = [:]
        for (posting, formatters) in postings where (1...commonOutput).contains(formatters.count) {
            let list = formatters + (printed[posting] ?? [])
            guard list.count >= 2 else { continue }
            // `"0"` for 0 is what any printer of numbers gives: agreeing there says nothing.
            let formatted = !isPrintedAsIs(profiled[list[0]].profile, posting.row)
            for (position, a) in list.enumerated() where !isPrinting(a) {
                for b in list[(position + 1)...] where profiled[a].place.file != profiled[b].place.file
                    && (profiled[a].profile.held.isEmpty || profiled[b].profile.held.isEmpty)
                    && mayPair(profiled[a].place, profiled[b].place) {
                    agreement[[a, b], default: 0] += 1
                    if formatted { formattedAgreement[[a, b], default: 0] += 1 }
                }
            }
        }
        // The setting of each pair of places that agrees most, one disagreement per pair of places.
        var best: [[String]: (pair: [Int], agreed: Int)] = [:], idioms: [[String]: Disagreement] = [:]
        for (pair, agreed) in agreement where agreed >= minimumAgreement && formattedAgreement[pair, default: 0] >= minimumFormattedAgreement {
            let a = profiled[pair[0]].place, b = profiled[pair[1]].place
            let places = [FormattingClones.key(a), FormattingClones.key(b)].sorted()
            guard !paired.contains(places),
                  FormattingClones.distinct([a, b], copies: copies, overloadsOnly: true).count == 2 else { continue }
            guard withoutCallers([profiled[pair[0]], profiled[pair[1]]]).count == 2 else {
                if idioms[places] == nil, let evaluator,
                   let parted = idiomPartedByFractions(profiled[pair[0]], profiled[pair[1]], evaluator: evaluator) {
                    idioms[places] = parted
                }
                continue
            }
            if let current = best[places], current.agreed > agreed || (current.agreed == agreed && current.pair.lexicographicallyPrecedes(pair)) { continue }
            best[places] = (pair, agreed)
        }
        var fields: [[String]: String] = [:]
        let printedOffset = distinctive.count + printing.count
        for (pair, field) in sameFieldPairs(distinctive, printed: printedFields, printedOffset: printedOffset,
                                            origins: origins) {
            let a = profiled[pair[0]].place, b = profiled[pair[1]].place
            let places = [FormattingClones.key(a), FormattingClones.key(b)].sorted()
            guard best[places] == nil, !paired.contains(places),
                  FormattingClones.distinct([a, b], copies: copies, overloadsOnly: true).count == 2,
                  withoutCallers([profiled[pair[0]], profiled[pair[1]]]).count == 2 else { continue }
            best[places] = (pair, agreement[pair, default: 0])
            fields[places] = field
        }
        let parted = idioms.keys.filter { best[$0] == nil }.sorted { $0.joined() < $1.joined() }
            .map { Comparison.disagreement(idioms[$0]!) }
        return parted + best.keys.sorted { $0.joined() < $1.joined() }.compactMap { places in
            let (pair, agreed) = best[places]!
            // Printing a value is no formatter to call instead of another, and writes its numbers as
            // Swift does: only words it writes differently (`"1 habits"`) tell, or, beside a formatter
            // of the field it prints, the numbers (`"10.0 GB"` where the other shows `"10 GB"`).
            let printing = pair.contains(where: isPrinting)
            var (x, y) = (profiled[pair[0]], profiled[pair[1]])
            if printing, fields[places] != nil {
                guard let evaluator, let a = onFractions(x, evaluator: evaluator),
                      let b = onFractions(y, evaluator: evaluator) else { return nil }
                (x, y) = (a, b)
            }
            let comparison = compare(x, y, agreed: agreed, inWordsOnly: printing && fields[places] == nil,
                                     ofOneField: fields[places] != nil)
            if case .twin? = comparison, printing { return nil }
            if case .disagreement(var found)? = comparison, let field = fields[places] {
                found.field = field
                return .disagreement(found)
            }
            return comparison
        }
    }

    /// `inWordsOnly`: a disagreement only where every row they differ on differs in its words.
    /// `ofOneField`: paired by the field they format alone, so only where every row both show a value
    /// on shows it alike but for spelling or precision (`showsAlike`).
    static func compare(_ a: (place: FormattingClones.Place, profile: BehaviourProfile),
                                _ b: (place: FormattingClones.Place, profile: BehaviourProfile), agreed: Int,
                                inWordsOnly: Bool = false, ofOneField: Bool = false,
                                atOtherLocale: Bool = false) -> Comparison? {
        let ordered = FormattingClones.ordered([a.place, b.place])
        let (first, second) = FormattingClones.key(ordered[0]) == FormattingClones.key(a.place) ? (a, b) : (b, a)
        guard let firstFormatter = first.place.record.behaviour, let secondFormatter = second.place.record.behaviour,
              first.profile.outcomes.count == second.profile.outcomes.count else { return nil }
        var differing: [Int] = [], agreedRows: [Int] = []
        for row in first.profile.outcomes.indices {
            let x = first.profile.outcomes[row], y = second.profile.outcomes[row]
            guard x.isKnown, y.isKnown, x.isComparable(with: y) else { continue }
            if x == y { agreedRows.append(row) } else { differing.append(row) }
        }
        // Alike at en_US, they may still part where the device's locale decides the text (a platform
        // style against a pattern written out): told at de_DE (`localeDisagreements`).
        var (shownFirst, shownSecond, locale) = (first.profile, second.profile, "")
        if differing.isEmpty, atOtherLocale {
            (shownFirst, shownSecond) = (first.profile.inOtherLocale, second.profile.inOtherLocale)
            locale = " at \(DisplayLocale.german.rawValue)"
            differing = shownFirst.outcomes.indices.filter { row in
                let x = shownFirst.outcomes[row], y = shownSecond.outcomes[row]
                return x.isKnown && y.isKnown && x.isComparable(with: y) && x != y
            }
        }
        // One unit spelled out and abbreviated on every row they differ on: two styles, not drift.
        if !differing.isEmpty, differing.allSatisfy({ showsTwoUnitStyles(shownFirst, shownSecond, row: $0) }) {
            return nil
        }
        if differing.isEmpty {
            guard [first, second].contains(where: { $0.profile.outcomes.contains(where: \.isUnreached) }) else { return nil }
            return .twin(Twin(places: [first.place, second.place], profiles: [first.profile, second.profile], rowCount: agreedRows.count, isPartial: true))
        }
        if ofOneField {
            let shown = differing.compactMap { row -> (String, String)? in
                guard case .text(let x) = shownFirst.outcomes[row], case .text(let y) = shownSecond.outcomes[row],
                      !Self.showsNoValue(x), !Self.showsNoValue(y) else { return nil }
                return (x, y)
            }
            guard !shown.isEmpty, shown.allSatisfy(Self.showsAlike) else { return nil }
        }
        // Text against no text (a badge hidden at zero, a "-" where there is no size) is whether the
        // value shows, not how: where that is all they differ in, it matters only between copies of
        // formatting written by hand (a watch's copy of the phone's "Xh Ym"), not between two uses
        // of Foundation's formatters.
        let apart = FormattingClones.areApart(first.place, second.place)
        let shownTwoWays = differing.contains { row in
            guard case .text(let x) = shownFirst.outcomes[row], case .text(let y) = shownSecond.outcomes[row] else {
                return true
            }
            return !Self.showsNoValue(x) && !Self.showsNoValue(y)
        }
        // Where both print the value as it is between fixed words (`"\(n) s"`), showing it or not is
        // each screen's choice: there is no formatting of the value to copy.
        let printsValue = [first.profile, second.profile].allSatisfy { Self.printsOneInput($0, rows: agreedRows) }
        let handWritten = firstFormatter.writesOwnFormatting && secondFormatter.writesOwnFormatting
        guard shownTwoWays || (handWritten && !printsValue) else { return nil }
        if inWordsOnly {
            let words = { (outcome: BehaviourOutcome) -> String in
                if case .text(let text) = outcome { return String(text.filter(\.isLetter)) }
                return ""
            }
            guard differing.allSatisfy({ words(shownFirst.outcomes[$0]) != words(shownSecond.outcomes[$0]) }) else {
                return nil
            }
        }
        let nearNow = firstFormatter.readsNow
        guard let row = differing.first(where: { first.profile.arguments[$0].contains { isPreferredInput($0, nearNow: nearNow) } }) ?? differing.first else { return nil }
        // Two different texts they agree on, formatted ones first (`"59:59"` says more than `"0"`).
        var samples: [(call: String, output: String)] = []
        let formattedFirst = agreedRows.filter { !isPrintedAsIs(first.profile, $0) } + agreedRows.filter { isPrintedAsIs(first.profile, $0) }
        for row in formattedFirst where samples.count < 2 {
            guard case .text(let text) = first.profile.outcomes[row], !samples.contains(where: { $0.output == text }) else { continue }
            samples.append((GridRow.call(firstFormatter, first.profile.arguments[row]), text))
        }
        return .disagreement(Disagreement(first: first.place, second: second.place, apart: apart, agreedSamples: samples, agreedCount: agreed,
                            firstCall: GridRow.call(firstFormatter, first.profile.arguments[row]) + locale,
                            firstOutput: shownFirst.outcomes[row].description,
                            secondCall: GridRow.call(secondFormatter, second.profile.arguments[row]) + locale,
                            secondOutput: shownSecond.outcomes[row].description))
    }

    /// Whether the rows that show a value show one input as Swift prints it between the same fixed
    /// words (`"1 s"`, `"59 s"` of a count), whatever the other inputs decide.
    static func printsOneInput(_ profile: BehaviourProfile, rows: [Int]) -> Bool {
        let shown = rows.compactMap { row -> (inputs: [BehaviourValue], text: String)? in
            guard case .text(let text) = profile.outcomes[row], !showsNoValue(text) else { return nil }
            return (profile.arguments[row].filter { if case .bool = $0 { false } else { true } }, text)
        }
        guard shown.count >= minimumAgreement, let width = shown.first?.inputs.count else { return false }
        return (0..<width).contains { column in
            PlainOutput.isPlain(shown.map { ([$0.inputs[column]], $0.text) })
        }
    }

    /// Text that shows no value: empty, or marks alone (`"-"`, `"—"`).
    static func showsNoValue(_ text: String) -> Bool {
        !text.contains { $0.isLetter || $0.isNumber }
    }
}
