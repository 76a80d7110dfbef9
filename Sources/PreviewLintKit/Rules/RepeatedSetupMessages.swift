/// What `reimplemented_formatter` and `duplicated_formatting` say of a formatter set up again
/// with the same steps (`RepeatedSetups`).
enum RepeatedSetupMessages {
    static let maximumStepsListed = 6

    static func violation(_ found: RepeatedSetups.Repeat, in project: ProjectIndex, configuration: RuleConfiguration) -> Violation {
        let copy = found.copy.record, original = found.original.record
        let place = "\(FilePath.relative(found.original.file, to: project.root)):\(original.range.start.line)"
        let subject = copy.isHeld ? "\(copy.qualifiedMember) holds a \(copy.formatter)" : "\(copy.qualifiedMember) makes a \(copy.formatter)"
        let other = original.isHeld ? "the one \(original.qualifiedMember) holds (\(place))"
            : original.qualifiedMember == copy.qualifiedMember && found.original.file == found.copy.file ? "another one it makes (\(place))"
            : "the one \(original.qualifiedMember) makes (\(place))"
        let listed = copy.steps.prefix(maximumStepsListed).joined(separator: ", ") + (copy.steps.count > maximumStepsListed ? ", …" : "")
        let advice: String
        if !found.canShare {
            advice = "targets \(found.copy.targets.union(found.original.targets).sorted().joined(separator: ", ")) share no formatter for it; move one into code both compile and use it from each"
        } else if found.originalIsReachable {
            advice = "use that one instead of a second set-up that will drift"
        } else {
            advice = "keep one formatter both use before the two drift"
        }
        return configuration.violation(
            "\(subject) set up exactly as \(other): \(listed), so both write the same text for every value; \(advice)",
            in: found.copy.file, at: copy.range,
            related: [RelatedLocation(file: found.original.file, range: original.range, message: "the same formatter set-up")]
        )
    }

    /// A formatter one name holds in targets apart, set up otherwise in each (`DriftedSetups`).
    static func violation(_ drift: DriftedSetups.Drift, in project: ProjectIndex,
                          configuration: RuleConfiguration) -> Violation {
        let copy = drift.copy.record, original = drift.original.record
        let place = "\(FilePath.relative(drift.original.file, to: project.root)):\(original.range.start.line)"
        let listed = drift.differences.prefix(maximumStepsListed).map { difference in
            let written = difference.copy ?? "no \(DriftedSetups.setting(difference.original ?? ""))"
            return "\(written) where that one has \(difference.original ?? "none")"
        }.joined(separator: ", ")
        let targets = drift.copy.targets.union(drift.original.targets).sorted().joined(separator: ", ")
        return configuration.violation(
            "\(copy.qualifiedMember) holds a \(copy.formatter) set up otherwise than the one "
                + "\(original.qualifiedMember) holds (\(place)): \(listed); the copies of one formatter have drifted, "
                + "so targets \(targets) write one value two ways; "
                + "move one into code both compile and use it from each",
            in: drift.copy.file, at: copy.range,
            related: [RelatedLocation(file: drift.original.file, range: original.range,
                                      message: "the formatter it was copied from")]
        )
    }
}
