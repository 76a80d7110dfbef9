/// Which tiers of rules a run uses (`--profile`, `profile:`). A rule's own setting (`rules:`,
/// `--enable`, `--disable`) wins over it.
public enum Profile: String, Sendable, CaseIterable {
    /// The rules of the default tier.
    case `default`
    /// Also the extended tier.
    case extended
    /// Every rule, experimental ones too.
    case all

    public func includes(_ tier: RuleTier) -> Bool {
        switch self {
        case .default: tier == .default
        case .extended: tier != .experimental
        case .all: true
        }
    }

    public static var names: [String] { allCases.map(\.rawValue) }
}
