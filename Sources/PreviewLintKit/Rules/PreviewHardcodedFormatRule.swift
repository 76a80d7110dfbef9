/// `preview_hardcoded_format`: a literal a preview, fixture or placeholder writes into a slot
/// that production fills by formatting values: the preview shows what the formatter made once,
/// not what it makes now.
public struct PreviewHardcodedFormatRule: Rule {
    public static let id = "preview_hardcoded_format"
    public static let readsValueFlow = true
    public var readsValueFlowOfTests: Bool { includeTestTargets }
    let configuration: RuleConfiguration
    let includeTestTargets: Bool

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) {
        self.configuration = configuration
        includeTestTargets = configuration.bool("test_targets")
    }

    /// One task for the project, not one per file: the value-flow graph every file's findings need
    /// is built once, beside the other rules' work, where per-file tasks all waited for it.
    public func checkProject(_ project: ProjectIndex) -> [Violation] {
        project.files.indices.flatMap { violations(inFile: $0, project) }
    }

    private func violations(inFile fileIndex: Int, _ project: ProjectIndex) -> [Violation] {
        let path = project.files[fileIndex].path
        // Fixtures of test targets are test doubles, not preview data; their previews still count.
        return project.hardcodedOutputs(inFile: fileIndex, includeTestCode: includeTestTargets).compactMap { output in
            let input = Self.input(producing: output, in: project)
            // A field production also fills with other text: only the formatter's own output counts,
            // or text with its numbers in the words an interpolation of the formatting writes.
            if output.alsoUnformatted, input == nil, output.shapedLike == nil { return nil }
            // An initial value the formatter outputs (`"0:00"` of `clock(0)`) is a placeholder in its own
            // shape, as is what an always-redacted view is given: its text is never shown, so only one
            // production never makes (`"$123.4 B"` for `"$123.4B"`) misleads.
            let isStandIn = output.isInitialValue || Self.isRedacted(output, in: project.files[fileIndex])
            if isStandIn, input != nil { return nil }
            let steps = output.chain.map { step in
                "\(step.slot.description) ← \(ProvenanceReport.describe(step.step.source)) at \(ProvenanceReport.place(step.step.file, step.step.line, project))"
            }
            let origin = output.chain.last?.step
            let related = origin.map { origin in
                RelatedLocation(file: project.files[origin.file].path, range: origin.place,
                                message: "production formats the text here")
            }
            let subject = output.isInitialValue ? "the initial value \"\(output.text)\"" : "\"\(output.text)\""
            // Shown until production first writes the property: typed once, it does not follow the formatting.
            let advice = output.isInitialValue
                ? "; start from no text (or a value passed through that formatting) instead of one typed by hand"
                : "; build the preview from a state value passed through that formatting instead"
            return configuration.violation(
                "\(subject) hard-codes what production formats into \(output.slot.description)"
                    + " (\(steps.joined(separator: "; ")))"
                    + (input.map { "; \"\(output.text)\" is what \($0) outputs" } ?? "")
                    + (output.outsideFormat.map { "; no output of \($0) reads \"\(output.text)\"" } ?? "")
                    + advice,
                in: path, at: output.range, related: related.map { [$0] } ?? []
            )
        }
    }

    /// Whether the literal is given to a view built only to be shown redacted (a loading skeleton).
    static func isRedacted(_ output: ValueFlowGraph.HardcodedOutput, in file: FileFacts) -> Bool {
        file.valueFlow.redactedViews.contains { $0.contains(output.range) }
    }

    /// The call that outputs the literal (`timerDisplayFromSeconds(seconds: 125.0, showSeconds: true)`),
    /// when the chain ends in a function whose code was lowered and an input tried gives it; nil
    /// otherwise (the grid is small: no input giving it proves nothing).
    static func input(producing output: ValueFlowGraph.HardcodedOutput, in project: ProjectIndex) -> String? {
        let behaviour = project.formattingClones.behaviour
        let lowered = output.chain.reversed().lazy.compactMap { step -> LoweredFormatter? in
            let slot = step.slot
            guard [.returned, .property].contains(slot.kind), !slot.owner.contains("#") else { return nil }
            return behaviour.lowered[slot.owner.isEmpty ? slot.name : "\(slot.owner).\(slot.name)"]
        }
        guard let formatter = lowered.first,
              case .produced(let input, _) = BehaviourComparison(evaluator: behaviour.evaluator).outputs(of: formatter, producing: output.text) else { return nil }
        return input
    }
}
