import Foundation

/// What the language server lints with: the configuration of the folder the editor opened (from the
/// editor's buffer of `.previewlint.yml` while it is open, else from disk), its rules, and the
/// baseline it names, with every problem found on the way as a diagnostic of the configuration file.
struct WorkspaceConfiguration {
    /// The folder the editor opened; the configuration is looked for from there.
    var folder: String
    var root: String
    var linter: Linter
    var cache: FactsCache?
    var baseline: Baseline?
    /// The configuration file in use, or where one would be found.
    var configurationPath: String
    var baselinePath: String?
    /// The configuration's warnings, or the errors that kept the previous configuration in use.
    var problems: [ConfigurationDiagnostic] = []
    /// Errors in the configuration kept the previous one, or the defaults, in use.
    var rejected = false
    var text = ""

    /// Loads the configuration; when it is invalid, `previous` (else the defaults) stays in use and
    /// the errors are kept in `problems`.
    static func load(folder: String, buffers: [String: String], cacheDirectory: String?, previous: WorkspaceConfiguration?) -> WorkspaceConfiguration {
        let nearest = ConfigurationLoader.nearest(from: folder)
        let path = nearest ?? FilePath.join(folder, ConfigurationLoader.fileName)
        let text = buffers[path] ?? nearest.flatMap { FileManager.default.contents(atPath: $0) }.map { String(decoding: $0, as: UTF8.self) }
        do {
            let configuration: Configuration
            if let buffer = buffers[path] {
                configuration = try ConfigurationLoader.parse(buffer, path: path, root: FilePath.parent(path))
            } else if let nearest {
                configuration = try ConfigurationLoader.load(file: nearest)
            } else {
                configuration = Configuration(root: folder)
            }
            let ruleSet = try RuleSet(configuration: configuration)
            var loaded = WorkspaceConfiguration(
                folder: folder, root: configuration.root, linter: Linter(configuration: configuration, ruleSet: ruleSet),
                cache: cacheDirectory.map {
                    FactsCache(directory: $0, configuration: ruleSet.fingerprint + "\n" + (text ?? ""),
                               remembering: true)
                },
                configurationPath: path, problems: configuration.warnings, text: text ?? ""
            )
            loaded.readBaseline(configuration.baseline.map { FilePath.absolute($0, relativeTo: configuration.root) })
            return loaded
        } catch {
            var kept = previous ?? defaults(folder: folder, cacheDirectory: cacheDirectory)
            kept.configurationPath = path
            kept.problems = error.diagnostics
            kept.rejected = true
            kept.text = text ?? ""
            return kept
        }
    }

    /// Reads the baseline again (it changed on disk); a baseline that cannot be read hides nothing.
    mutating func readBaseline(_ path: String?) {
        problems.removeAll { $0.message.hasPrefix(Self.baselineProblem) }
        baselinePath = path
        baseline = nil
        guard let path else { return }
        do {
            baseline = try Baseline.read(path)
        } catch {
            problems.append(ConfigurationDiagnostic(.error, path: configurationPath, mark: YAMLMark(line: 1, column: 1), Self.baselineProblem + error.description))
        }
    }

    private static let baselineProblem = "baseline: "

    /// The built-in defaults cannot be invalid: the descriptors are checked by the tests.
    static func defaults(folder: String, cacheDirectory: String?) -> WorkspaceConfiguration {
        let configuration = Configuration(root: folder)
        do {
            let ruleSet = try RuleSet(configuration: configuration)
            return WorkspaceConfiguration(
                folder: folder, root: folder, linter: Linter(configuration: configuration, ruleSet: ruleSet),
                cache: cacheDirectory.map {
                    FactsCache(directory: $0, configuration: ruleSet.fingerprint + "\n", remembering: true)
                },
                configurationPath: FilePath.join(folder, ConfigurationLoader.fileName)
            )
        } catch {
            fatalError("the default rule set is invalid: \(error)")
        }
    }

    /// The problems as LSP diagnostics of the configuration file, each from its mark to the end of its line.
    func diagnostics() -> [JSON] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return problems.filter { $0.path == configurationPath }.map { problem in
            let index = problem.mark.line - 1
            let line = index < lines.count ? lines[index] : ""
            // libyaml counts columns in characters (code points), LSP in UTF-16 units.
            let units = { (scalars: Substring.UnicodeScalarView.SubSequence) in scalars.reduce(0) { $0 + $1.utf16.count } }
            let start = units(line.unicodeScalars.prefix(max(problem.mark.column - 1, 0)))
            let end = max(start, units(line.unicodeScalars.prefix { $0 != "\r" }))
            let position = { (character: Int) -> JSON in .object([("line", .integer(index)), ("character", .integer(character))]) }
            return .object([
                ("range", .object([("start", position(start)), ("end", position(end))])),
                ("severity", .integer(LanguageServer.severityCode(problem.severity))),
                ("source", .string("previewlint")),
                ("message", .string(problem.message)),
            ])
        }
    }
}
