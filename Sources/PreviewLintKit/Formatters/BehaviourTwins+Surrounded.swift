extension BehaviourTwins {
    /// A formatter of a group of equal profiles and the places that write its text between words of
    /// their own (`BehaviourProfile.core`), led by the formatter; nil where there are none. The
    /// formatter is a member, code the sentences could call: formatting written inline is often a
    /// piece of a larger text. A sentence that takes fractions agrees with it on fractions too, so a
    /// formatter of whole numbers (`Int.formatted()`) says nothing of a percentage of a `Double`.
    static func surroundedTwin(_ places: [FormattingClones.Place], _ profiles: [BehaviourProfile],
                               evaluator: BehaviourEvaluator) -> Twin? {
        guard let formatter = places.indices.first(where: { index in
            profiles[index].surrounding == nil && !places[index].record.isInline
        }) else { return nil }
        let sentences = places.indices.filter { index in
            profiles[index].surrounding != nil
                && (!takesFractions(places[index]) || takesFractions(places[formatter]))
                && agreeOnFractions([places[formatter], places[index]], [profiles[formatter], profiles[index]],
                                    evaluator: evaluator)
        }
        guard !sentences.isEmpty else { return nil }
        let told = [formatter] + sentences
        return Twin(places: told.map { places[$0] }, profiles: told.map { profiles[$0] },
                    rowCount: told.map { profiles[$0].knownCount }.min() ?? 0,
                    isPartial: told.contains { profiles[$0].isPartial })
    }

    /// Whether some input of the place's formatter is a `Double` or a `Decimal`.
    private static func takesFractions(_ place: FormattingClones.Place) -> Bool {
        (place.record.behaviour?.parameters ?? []).contains { parameter in
            [.double, .decimal, .optional(.double), .optional(.decimal)].contains(parameter.type)
        }
    }
}
