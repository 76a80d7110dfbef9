/// How sure a rule's findings are, measured at first look on apps nobody tuned it on and written
/// into its descriptor by the accuracy command: the single source of whether it runs by default.
public enum RuleTier: String, Sendable, CaseIterable {
    /// Precise enough to run for everyone.
    case `default`
    /// Right most of the time; runs with `--profile extended`.
    case extended
    /// Too little evidence, or too noisy; runs with `--profile all`.
    case experimental
}
