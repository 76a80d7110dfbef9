/// All files' facts, for rules that look across files.
public struct ProjectIndex: Sendable {
    public let files: [FileFacts]
    public let root: String

    public init(files: [FileFacts], root: String) {
        self.files = files
        self.root = root
    }
}
