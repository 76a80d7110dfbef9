extension ValueFlowGraph {
    /// A stored property whose initial value is a literal with digits (`var price = "$0.0000"`):
    /// the text a screen shows before production first writes it, asked about when production
    /// otherwise fills that property only by formatting.
    struct InitialLiteral: Sendable {
        var file: Int
        var slot: Slot
        var text: String
        var range: SourceRange
    }

    /// The production properties of every file whose initial value is such a literal (a test
    /// double's initial values are preview data, not a screen's first state).
    static func initialLiterals(files: [FileFacts],
                                isPreviewData: (Int, ValueScope?, SourceRange) -> Bool) -> [InitialLiteral] {
        var found: [InitialLiteral] = []
        for (fileIndex, file) in files.enumerated() {
            for property in file.valueFlow.properties where !property.isStatic && !property.isComputed {
                guard let initial = property.initial, let text = initial.literalText, text.contains(where: \.isNumber),
                      let range = initial.literalRanges.first, !isPreviewData(fileIndex, nil, property.range) else {
                    continue
                }
                let slot = Slot(kind: .property, owner: property.owner, name: property.name)
                found.append(InitialLiteral(file: fileIndex, slot: slot, text: text, range: range))
            }
        }
        return found
    }

    /// The initial literals of a file that hand-type what production formats: every other value
    /// production writes into the property is formatted (or an empty fallback, `?? ""`), the
    /// literal reads like a formatter's output, and no formatting there is seen to make it. The
    /// screen shows it until the first value is formatted, in a shape typed by hand.
    func initialOutputs(inFile file: Int) -> [HardcodedOutput] {
        (initialLiterals[file] ?? []).compactMap { literal in
            guard formatted[literal.slot] != nil, FormatterVocabulary.canBeFormatted(literal.text) else { return nil }
            for edge in productionSources(of: literal.slot) where edge.literalRange != literal.range {
                switch edge.source {
                case .formatting: continue
                case .slot(let source) where formatted[source] != nil: continue
                // A fallback with no letters or digits (`""`, `"—"`) stands for no value yet.
                case .literal(let text) where !text.contains(where: { $0.isLetter || $0.isNumber }): continue
                default: return nil
                }
            }
            let upstream = upstream(of: literal.slot)
            // `"0"` where production shows a count as it is (`"\(count)"`) is that count's text.
            let formattings = upstream.formattings
            if Self.isPlainNumber(literal.text), formattings.allSatisfy(Self.showsNumbersAsTheyAre) { return nil }
            // What the formatting is seen to make (`"0:00"` of `"\(m):\(s)"`) is a placeholder
            // in the formatter's own shape: only text it is not known to make is reported.
            if formattings.contains(where: { InterpolationShape($0)?.canOutput(literal.text) == true }) { return nil }
            var outsideFormat: String?
            if !formattings.contains(where: { InterpolationShape($0) == nil }) {
                outsideFormat = formattings.first { InterpolationShape($0) != nil }
            }
            return HardcodedOutput(slot: literal.slot, text: literal.text, range: literal.range,
                                   chain: chain(from: literal.slot), outsideFormat: outsideFormat, isInitialValue: true)
        }
    }
}
