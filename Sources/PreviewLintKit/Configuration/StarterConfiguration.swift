import Foundation

/// The `.previewlint.yml` that `previewlint init` writes, tailored to the repository's folders.
public enum StarterConfiguration {
    public static func text(for root: String) -> String {
        let configuration = Configuration(root: root)
        let files = FileDiscovery(configuration: configuration).discover([root]).files
        let folders = Set(files.compactMap { path -> String? in
            let relative = FilePath.relative(path, to: root)
            guard let slash = relative.firstIndex(of: "/") else { return nil }
            return String(relative[..<slash])
        }).sorted()
        let testFolders = folders.filter { $0.lowercased().contains("test") }

        var text = "# previewlint configuration; `previewlint rules` lists the rules, `previewlint explain ID` explains one.\n"
        text += "# \(files.count) Swift files found in: \(folders.isEmpty ? "this folder" : folders.joined(separator: ", "))\n\n"
        text += "# Paths to lint (globs relative to this file); empty means everything.\n"
        text += "included: []\n\n"
        text += "# Paths never linted. Build folders, Pods and hidden folders are always skipped.\n"
        text += "excluded:\n"
        text += testFolders.isEmpty ? "  - \"**/Generated\"\n" : testFolders.map { "  - \($0)\n" }.joined()
        text += "\n# Functions that format state for the app, widgets and previews.\n"
        text += "shared_formatters: []\n\n"
        text += "# The rules that run, by tier (`previewlint rules` shows each rule's tier and measured figures):\n"
        text += "# default runs the precise ones; extended adds those right at least 75% of the time on apps nobody\n"
        text += "# tuned them on (their findings never fail the run); all adds the experimental ones too.\n"
        text += "profile: \(Profile.default.rawValue)\n\n"
        text += "# Per-rule settings: `off`, a severity, or a mapping with enabled, severity and options.\n"
        text += "# A rule's own setting wins over the profile.\n"
        text += "rules:\n"
        for rule in RuleCatalog.descriptors where rule.tier == .default {
            text += "  \(rule.id): \(rule.severity.rawValue)\n"
        }
        let extended = RuleCatalog.descriptors.filter { $0.tier == .extended }
        text += extended.isEmpty ? "  # No rule is in the extended tier.\n" : "  # Extended rules: uncomment one to switch it on (its findings then count like any other).\n"
        for rule in extended {
            let figures = rule.figures.map { "  # \($0.precisionText)" } ?? ""
            text += "  # \(rule.id): \(rule.severity.rawValue)\(figures)\n"
        }
        return text
    }
}
