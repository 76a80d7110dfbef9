/// All files' facts, for rules that look across files.
public struct ProjectIndex: Sendable {
    public let files: [FileFacts]
    public let root: String
    /// The repository's targets, from `TargetDiscovery`.
    public let targets: [Target]

    public init(files: [FileFacts], root: String, targets: [Target] = []) {
        self.files = files
        self.root = root
        self.targets = targets
    }
}
