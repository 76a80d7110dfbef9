@testable import PreviewLintKit

/// A small lint report built by hand, so each reporter's exact output can be written down: a
/// multibyte literal, markup characters in a message, a related location, a custom rule, every
/// severity, and the same line text twice in one file.
enum ReportFixture {
    static let root = "/repo"
    static let timer = "struct Timer { let seconds = 125 }\n#Preview { Text(\"½ <b>\") }\nlet x = 1\n"
    static let copy = "struct Timer { let seconds = 5 }\n"
    static let logs = "print(1)\nprint(1)\n"

    /// The report of the three files; `shift` blank lines are added at the top of the logs file.
    static func report(shift: Int = 0) -> LintReport {
        let logs = String(repeating: "\n", count: shift) + Self.logs
        let sources = [
            SourceFile(path: root + "/App/Timer View.swift", text: timer),
            SourceFile(path: root + "/Widget/Copy.swift", text: copy),
            SourceFile(path: root + "/App/Logs.swift", text: logs),
        ]
        let (timerFile, copyFile, logsFile) = (sources[0], sources[1], sources[2])
        let violations = [
            Violation(ruleID: "diverged_target_copy", severity: .error, message: "this copy has diverged from App/Timer View.swift", file: copyFile.path,
                      range: range(of: "Timer", in: copyFile),
                      related: [RelatedLocation(file: timerFile.path, range: range(of: "Timer", in: timerFile), message: "the other copy")]),
            Violation(ruleID: "no_print", severity: .warning, message: "Use the logger", file: logsFile.path, range: range(of: "print(", in: logsFile)),
            Violation(ruleID: "no_print", severity: .warning, message: "Use the logger", file: logsFile.path, range: range(of: "print(", in: logsFile, occurrence: 1)),
            Violation(ruleID: "preview_hardcoded_format", severity: .warning, message: "\"½ <b>\" hard-codes a duration", file: timerFile.path,
                      range: range(of: "\"½ <b>\"", in: timerFile)),
            Violation(ruleID: "no_x", severity: .note, message: "Don't name it `x` | *ever*", file: timerFile.path, range: range(of: "x", in: timerFile, occurrence: 1)),
        ].sorted(by: Violation.reportOrder)
        return LintReport(
            root: root, lintedFiles: sources.map(\.path).sorted(), previewCount: 1, violations: violations, problems: [],
            duration: .milliseconds(12), sources: Dictionary(uniqueKeysWithValues: sources.map { ($0.path, $0) })
        )
    }

    static let context = ReportContext(currentDirectory: root, toolVersion: "9.9.9")

    /// The range of the `occurrence`th appearance of `needle` in the file.
    static func range(of needle: String, in file: SourceFile, occurrence: Int = 0) -> SourceRange {
        let bytes = Array(file.text.utf8), target = Array(needle.utf8)
        var found = -1
        var start = 0
        for offset in 0...(bytes.count - target.count) where Array(bytes[offset..<offset + target.count]) == target {
            found += 1
            if found == occurrence { start = offset; break }
        }
        return file.lines.range(from: start, to: start + target.count)
    }
}
