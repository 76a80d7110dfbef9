import Foundation

/// Applies violations' fix-its to the files on disk (`lint --fix`). Works for any rule's `Fix`:
/// edits are UTF-8 offset ranges into the text the rule saw. A fix whose edits overlap an
/// earlier fix in the same file is left for the next pass, so the result never depends on which
/// of two conflicting fixes a rule emitted first. Each file is written atomically, keeping its
/// permissions, and only if its content on disk is still the text that was linted.
public enum FixApplier {
    public struct Outcome: Sendable {
        /// Absolute path → number of fixes applied, for the files that changed.
        public var fixed: [String: Int] = [:]
        /// Files left untouched because they changed since they were read, or could not be written.
        public var problems: [FileProblem] = []

        public var fixCount: Int { fixed.values.reduce(0, +) }
    }

    public static func apply(_ violations: [Violation], sources: [String: SourceFile]) -> Outcome {
        var outcome = Outcome()
        let byFile = Dictionary(grouping: violations.filter { $0.fix != nil }, by: \.file)
        for path in byFile.keys.sorted() {
            guard let source = sources[path] else { continue }
            let (text, count) = applying(byFile[path]!.compactMap(\.fix), to: source.text)
            guard count > 0 else { continue }
            guard FileManager.default.contents(atPath: path) == Data(source.text.utf8) else {
                outcome.problems.append(FileProblem(path: path, message: "changed on disk since it was linted; not fixed (run again)"))
                continue
            }
            do {
                try AtomicFile.write(text, to: path)
                outcome.fixed[path] = count
            } catch {
                outcome.problems.append(FileProblem(path: path, message: "cannot write the fixed file: \(error.reason)"))
            }
        }
        return outcome
    }

    /// The text with every non-conflicting fix applied, and how many fixes were applied.
    public static func applying(_ fixes: [Fix], to text: String) -> (text: String, applied: Int) {
        var bytes = Array(text.utf8)
        var accepted: [TextEdit] = []
        var applied = 0
        let ordered = fixes.filter { !$0.edits.isEmpty }.sorted { lhs, rhs in
            (lhs.edits.map(\.range.start.offset).min()!, lhs.description) < (rhs.edits.map(\.range.start.offset).min()!, rhs.description)
        }
        for fix in ordered {
            let valid = fix.edits.allSatisfy { $0.range.start.offset >= 0 && $0.range.start.offset <= $0.range.end.offset && $0.range.end.offset <= bytes.count }
            let clashes = fix.edits.contains { edit in accepted.contains { overlaps($0, edit) } }
                || fix.edits.indices.contains { i in fix.edits.indices.contains { j in i < j && overlaps(fix.edits[i], fix.edits[j]) } }
            guard valid, !clashes else { continue }
            accepted += fix.edits
            applied += 1
        }
        for edit in accepted.sorted(by: { $0.range.start.offset > $1.range.start.offset }) {
            bytes.replaceSubrange(edit.range.start.offset..<edit.range.end.offset, with: Array(edit.replacement.utf8))
        }
        return (String(decoding: bytes, as: UTF8.self), applied)
    }

    /// Overlapping ranges, or two insertions at one point (their order would be arbitrary).
    private static func overlaps(_ a: TextEdit, _ b: TextEdit) -> Bool {
        let (a0, a1, b0, b1) = (a.range.start.offset, a.range.end.offset, b.range.start.offset, b.range.end.offset)
        return (a0 < b1 && b0 < a1) || a0 == b0
    }
}
