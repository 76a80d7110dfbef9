import Foundation

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

    /// What the target builds, when the project description says (else `unknown`).
    public enum Role: String, Sendable, Hashable, CaseIterable, Codable {
        case app
        /// An app extension: widgets, Live Activities, intents, share, notification service…
        case appExtension = "app_extension"
        /// A framework, library or package module.
        case library
        /// Unit or UI tests, or code only tests link (test support).
        case test
        case unknown
    }

    public var name: String
    /// Where the target is declared: `relative/path:line`, or `Folder/` for folder targets.
    public var source: String
    public var kind: Kind
    /// Absolute paths of its Swift files, sorted.
    public var files: [String]
    public var role: Role
    /// The platforms it is built for, as the description declares them (`iOS`, `macOS`, `watchOS`,
    /// `tvOS`, `visionOS`), sorted; empty when it does not say.
    public var platforms: [String]
    /// Swift package products: those an Xcode target links, and those a package target is part of
    /// (what tells a package module's platforms when its manifest does not).
    public var products: [String]

    public init(name: String, source: String, kind: Kind, files: [String], role: Role = .unknown, platforms: [String] = [], products: [String] = []) {
        self.name = name
        self.source = source
        self.kind = kind
        self.files = files.sorted()
        self.role = role
        self.platforms = Array(Set(platforms)).sorted()
        self.products = Array(Set(products)).sorted()
    }
}

/// A project description that could not be read; discovery moves on to the next source.
public struct TargetDiscoveryWarning: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Absolute path of the project file.
    public var path: String
    public var line: Int
    public var column: Int
    /// `warning`, or `note` for what was read another way than written.
    public var severity: String
    public var message: String

    public init(path: String, line: Int, column: Int, severity: String = "warning", message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    public var description: String { "\(path):\(line):\(column): \(severity): \(message)" }
}

extension Target {
    /// The targets as their JSON says them (names, platforms, kinds and files): part of the key of
    /// what is kept between runs and depends on them.
    static func digest(of targets: [Target]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let json = try? encoder.encode(targets) else { return "\(targets.count)" }
        return XXH64.hex128(String(decoding: json, as: UTF8.self))
    }
}
