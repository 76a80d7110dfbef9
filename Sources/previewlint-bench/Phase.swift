import PreviewLintKit
import SwiftParser
import SwiftSyntax

/// A walk that overrides nothing: what visiting every node costs before a linter does any work.
private final class EmptyWalk: SyntaxVisitor {
    init() { super.init(viewMode: .sourceAccurate) }
}

/// What one child process measures, on the files the repository's configuration selects.
enum Phase: String, CaseIterable {
    /// Reading and UTF-8 validation, as the linter does it.
    case read
    /// Reading plus `Parser.parse`: the floor for any swift-syntax tool.
    case parse
    /// Reading, parsing and a `SyntaxVisitor` walk that does nothing: the floor for a linter
    /// that visits every node, as previewlint's one facts walk does.
    case walk
    /// The whole `Linter` pipeline with every built-in rule enabled and no cache.
    case lint

    struct Measurement {
        var seconds: Double
        var files: Int
        var bytes: Int

        var line: String { "\(seconds) \(files) \(bytes)" }

        init(seconds: Double, files: Int, bytes: Int) {
            self.seconds = seconds
            self.files = files
            self.bytes = bytes
        }

        init?(line: String) {
            let parts = line.split(separator: " ")
            guard parts.count == 3, let seconds = Double(parts[0]), let files = Int(parts[1]), let bytes = Int(parts[2]) else { return nil }
            self.init(seconds: seconds, files: files, bytes: bytes)
        }
    }

    /// Every built-in rule, whatever the configuration says: the bench measures the full rule set.
    static var allRuleIDs: [String] { RuleRegistry.ruleTypes.map { $0.id } }

    func measure(root: String, jobs: Int) throws -> Measurement {
        let configuration = try ConfigurationLoader.load(explicitPath: nil, from: root)
        let clock = ContinuousClock()
        let start = clock.now
        let files: Int, bytes: Int
        switch self {
        case .read, .parse, .walk:
            let paths = FileDiscovery(configuration: configuration).discover([root]).files
            let parse = self != .read, walk = self == .walk
            let sizes = parallelMap(paths.count, jobs: jobs) { index -> Int in
                guard case .success(let file) = SourceFile.read(paths[index]) else { return -1 }
                if parse {
                    let tree = Parser.parse(source: file.text)
                    if walk { EmptyWalk().walk(tree) }
                    return tree.totalLength.utf8Length
                }
                return file.text.utf8.count
            }
            files = sizes.count { $0 >= 0 }
            bytes = sizes.reduce(0) { $0 + max(0, $1) }
        case .lint:
            let ruleSet = try RuleSet(configuration: configuration, enable: Self.allRuleIDs)
            let report = Linter(configuration: configuration, ruleSet: ruleSet).lint(LintRequest(paths: [root], jobs: jobs))
            files = report.fileCount
            bytes = 0
        }
        let elapsed = clock.now - start
        return Measurement(seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, files: files, bytes: bytes)
    }
}
