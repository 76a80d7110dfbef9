import Foundation

extension ValueFlowGraph {
    /// A literal preview data writes into a slot production fills with formatted text, with the
    /// chain from the slot back to the formatting.
    struct HardcodedOutput: Sendable, Codable {
        var slot: Slot
        var text: String
        var range: SourceRange
        var chain: [Link]
        /// Production also fills the slot with values it does not format (a name, a server's text,
        /// an unresolved value): a generic field, so only a literal the formatter is shown to
        /// output says the preview stands in for it.
        var alsoUnformatted = false
        /// The literal has the numbers of a format production writes but other text around them
        /// (`"1,234 games"` where production makes `"\(…) players"`): that format, which never
        /// outputs it.
        var outsideFormat: String?
        /// A production property's initial value, not preview data (`InitialValueOutput`).
        var isInitialValue = false
        /// The interpolation of a quantity production formats with whose words (a unit) the literal
        /// holds around its numbers (`"12.4 MB / 28.5 MB"` for `"\(…) / \(…) MB"`), of a sentence the
        /// literal is an output of, or a formatter of undescribed output where the literal names a
        /// quantity (`"250 mi"`): in a field that also takes fixed messages (but no other values),
        /// what says the literal stands for this formatting and not for a message.
        var shapedLike: String?
    }

    /// The literals preview data in a file writes where production formats. A slot production also
    /// fills from values it does not format, or with several fixed words, is marked
    /// `alsoUnformatted`. A literal production writes too is that branch's sample (`"—"`, `"Loading"`).
    func hardcodedOutputs(inFile file: Int) -> [HardcodedOutput] {
        (previewLiterals[file] ?? []).compactMap { literal in
            // Formatting turns values into digits and words; punctuation alone (`"..."`, `"—"`) is a sentinel.
            guard literal.text.contains(where: { $0.isLetter || $0.isNumber }), formatted[literal.slot] != nil else { return nil }
            var productionLiterals: Set<String> = []
            // Values it does not format (a name, a server's text): a generic field, whose samples
            // are the preview's to choose whatever their shape.
            var fillsOtherValues = false
            for edge in productionSources(of: literal.slot) where literal.via.map({ edge.source != .slot($0) }) ?? true {
                switch edge.source {
                case .formatting, .digits: continue
                case .slot(let source) where formatted[source] != nil: continue
                case .literal(let text): productionLiterals.insert(text)
                // A slot holding one fixed text (`"n/a".localized` through a helper): that text.
                case .slot(let source):
                    if let text = fixedText(of: source) {
                        productionLiterals.insert(text)
                    } else if let texts = fixedTexts(of: source) {
                        productionLiterals.formUnion(texts)
                    } else {
                        fillsOtherValues = true
                    }
                case .unknown: fillsOtherValues = true
                }
            }
            let upstream = upstream(of: literal.slot)
            guard !productionLiterals.union(upstream.literals).contains(literal.text) else { return nil }
            // Digits alone where production also writes a number's digits (`String(sets)`) are that
            // branch's sample output, as a literal production writes is.
            if upstream.writesDigits, literal.text.allSatisfy({ $0.isASCII && $0.isNumber }) { return nil }
            // A small whole number ("23") where production shows numbers as they are (`"\(orders)"`,
            // `dose.formatted()`) is that number's text, sample input: no formatting is copied.
            if Self.isPlainNumber(literal.text), !upstream.formattings.isEmpty, upstream.formattings.allSatisfy(Self.showsNumbersAsTheyAre) { return nil }
            // Text no formatting upstream can output stands for other text the field takes (a
            // name where a default name `"Complication-\(…)"` is formatted); a formatter whose
            // code is not known makes digits or the few words formatters spell.
            let formattable = FormatterVocabulary.canBeFormatted(literal.text)
            var outsideFormat: String?
            if !upstream.formattings.contains(where: { InterpolationShape($0)?.canOutput(literal.text) ?? formattable }) {
                // A sample with numbers where the format has its values, and other words around
                // them, is the format copied and changed since: the preview shows text production
                // never makes. One without numbers is other text the field takes (a name).
                guard literal.text.contains(where: \.isNumber),
                      let format = upstream.formattings.first(where: { InterpolationShape($0) != nil }) else { return nil }
                outsideFormat = format
            }
            // Several fixed words production writes make it a label (`"Active Session"`, `"Domains
            // (\(count))"`), not one formatter's output; sentinels (`"…"`, `"!"`) and one word
            // (`"Loading"`) are placeholder branches of a formatted field. Sentences that carry values
            // (`"You reduced \(…) spending by \(…)%."`) are formatting all the same: their values are
            // computed, and a preview's sentence with a typed percent stands in for them.
            let takesMessages = productionLiterals.count(where: { $0.contains(where: \.isLetter) }) >= 2
                || upstream.takesFixedTexts
            let alsoUnformatted = fillsOtherValues || takesMessages
            // Where no formatting upstream is described (a formatter, a library's `format(…)`), it
            // may make any quantity; one that is described says what it makes. Not where callers
            // pass messages (`Toast.show(L10n.saved)`): a message API shows any text it is handed,
            // unlike a value's field whose own code falls back to fixed words (`"No EV data"`).
            let anyQuantity = !upstream.callersPassFixedTexts
                && !upstream.formattings.contains { InterpolationShape($0) != nil }
            let shapedLike = fillsOtherValues || !literal.text.contains(where: \.isNumber) ? nil
                : upstream.formattings.first { formatting in
                    InterpolationShape(formatting).map {
                        ($0.namesAQuantity || $0.isSentence) && $0.canOutput(literal.text)
                    }
                        ?? (anyQuantity && InterpolationShape.namesAQuantity(literal.text))
                }
            let steps = chain(from: literal.slot, showing: literal.text)
            return HardcodedOutput(slot: literal.slot, text: literal.text, range: literal.range,
                                   chain: steps, alsoUnformatted: alsoUnformatted,
                                   outsideFormat: outsideFormat, shapedLike: shapedLike)
        }
    }

    /// `"23"`, `"0"`: digits below a thousand, which every number format writes as they are.
    static func isPlainNumber(_ text: String) -> Bool {
        (1...3).contains(text.count) && text.allSatisfy { $0.isASCII && $0.isNumber } && (text == "0" || text.first != "0")
    }

    /// A lone interpolation (`"\(count)"`: no text around its value), `formatted()` in its default
    /// style, or a number style that writes whole numbers as they are (`WholeNumberStyle`).
    static func showsNumbersAsTheyAre(_ formatting: String) -> Bool {
        InterpolationShape(formatting)?.pieces == ["", ""] || formatting == CallResolver.formattedCall([])
            || formatting == WholeNumberStyle.formatting
    }

    /// The literals production writes into the slots a slot takes its text from, at any distance
    /// (`DeltaPercentage(string: "0%")` upstream of a view's `value`): the preview shows a value
    /// production shows too. (Requiring every upstream slot to be formatted only lost right
    /// findings: upstream slots also take values through steps the model does not resolve.) And
    /// the formatting that makes the text there, and whether a number's digits reach it (`String(count)`).
    /// And whether a slot on the way that callers fill takes several fixed texts (`Toast.show(_:)`
    /// with a localized sentence at most calls and a formatted count at one): a message field,
    /// whose preview literal is a sample message. A function's own result and its locals are left
    /// out: a formatter's word branches (`"Today"`, `"Yesterday"`, a unit word it picks) are its output.
    func upstream(of slot: Slot)
        -> (literals: Set<String>, formattings: [String], takesFixedTexts: Bool, callersPassFixedTexts: Bool,
            writesDigits: Bool) {
        var literals: Set<String> = [], formattings: [String] = [], seen: Set<Slot> = [slot], queue = [slot]
        var takesFixedTexts = false, callersPassFixedTexts = false, writesDigits = false
        while let current = queue.popLast() {
            var fixed: Set<String> = []
            for edge in productionSources(of: current) {
                switch edge.source {
                case .literal(let text):
                    literals.insert(text)
                    if text.contains(where: \.isLetter) { fixed.insert(text) }
                case .formatting(let formatting): formattings.append(formatting)
                case .digits: writesDigits = true
                case .slot(let source):
                    if let text = fixedText(of: source) { fixed.insert(text) }
                    if seen.insert(source).inserted { queue.append(source) }
                case .unknown: continue
                }
            }
            if ![.returned, .local].contains(current.kind), fixed.count >= 2 {
                takesFixedTexts = true
                if current.kind == .parameter { callersPassFixedTexts = true }
            }
        }
        return (literals, formattings, takesFixedTexts, callersPassFixedTexts, writesDigits)
    }

    /// The fixed texts a slot holds when that is all it holds, at any distance (a view model's
    /// `loadingDetail`, set only to sentences through `updateLoadingDetail(_:)`); nil when some
    /// other value, or none, reaches it.
    private func fixedTexts(of slot: Slot) -> Set<String>? {
        var texts: Set<String> = [], seen: Set<Slot> = [slot], queue = [slot]
        while let current = queue.popLast() {
            let sources = productionSources(of: current)
            // A slot nothing in production writes (a parameter no call passes) holds what the source does not tell.
            if sources.isEmpty { return nil }
            for edge in sources {
                switch edge.source {
                case .literal(let text): texts.insert(text)
                case .slot(let source): if seen.insert(source).inserted { queue.append(source) }
                case .formatting, .digits, .unknown: return nil
                }
            }
        }
        return texts.isEmpty ? nil : texts
    }

    /// The one text with words production ever writes into a slot (`L10n.done`, a localized
    /// constant); nil when it holds anything else.
    private func fixedText(of slot: Slot) -> String? {
        let sources = productionSources(of: slot)
        guard let first = sources.first, case .literal(let text) = first.source, text.contains(where: \.isLetter) else { return nil }
        return sources.allSatisfy { $0.source == first.source } ? text : nil
    }
}
