import Foundation

/// How much of the value-flow facts a run's walk gathers: none (no rule reads them), production's
/// and previews' (test code without previews left out), or every file's (`test_targets`, commands).
enum ValueFlowReading: Sendable {
    case none
    case productionAndPreviews
    case all

    /// Whether the walk of a file with this text gathers them.
    func reads(_ text: String) -> Bool {
        switch self {
        case .none: false
        case .all: true
        case .productionAndPreviews: !Self.isTestOnly(text)
        }
    }

    /// Test code no preview is in: it imports XCTest (what `ProjectIndex.isTestCode` tells test code
    /// by) and never says `Preview`. What it writes is neither production's value flow nor preview
    /// data a rule reports, unless test targets are asked about; skipping it was a third of the
    /// value-flow walk on a monorepo whose tests are a third of its code.
    static func isTestOnly(_ text: String) -> Bool {
        // Byte searches first: Swift's own string search on every file was 6% of a cold run.
        guard !RequiredLiteral.contains("Preview", in: text),
              RequiredLiteral.contains("import XCTest", in: text) else { return false }
        var searched = text.startIndex
        while let found = text[searched...].range(of: "import XCTest") {
            searched = found.upperBound
            if let next = text[found.upperBound...].first, !next.isWhitespace { continue }
            let lineStart = text[..<found.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) }
                ?? text.startIndex
            let before = text[lineStart..<found.lowerBound].trimmingCharacters(in: .whitespaces)
            // Only attributes may come first (`@testable`, `@preconcurrency`); anything else is text or a comment.
            if before.isEmpty || (before.hasPrefix("@") && !before.contains("/")) { return true }
        }
        return false
    }
}
