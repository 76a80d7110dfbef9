/// A build target as the repository's own project description declares it, read statically.
public struct Target: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        /// `targets:` in `.previewlint.yml`.
        case configured
        /// An Xcode project's native target.
        case xcode
        /// A target of a SwiftPM `Package.swift`.
        case swiftpm
        /// A target of a Tuist `Project.swift`.
        case tuist
        /// A target of an XcodeGen `project.yml`.
        case xcodegen
        /// A top-level folder, when nothing describes the targets.
        case folder
    }

    public var name: String
    /// Where the target is declared: `relative/path:line`, or `Folder/` for folder targets.
    public var source: String
    public var kind: Kind
    /// Absolute paths of its Swift files, sorted.
    public var files: [String]

    public init(name: String, source: String, kind: Kind, files: [String]) {
        self.name = name
        self.source = source
        self.kind = kind
        self.files = files.sorted()
    }
}

/// A project description that could not be read; discovery moves on to the next source.
public struct TargetDiscoveryWarning: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Absolute path of the project file.
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(path):\(line):\(column): warning: \(message)" }
}
