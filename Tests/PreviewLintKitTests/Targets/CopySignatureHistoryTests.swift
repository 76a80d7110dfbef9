import Foundation
import Testing

/// `diverged_target_copy` for a member whose parameter list changed: the only member of its name
/// in its type in each copy is one part, so a signature changed in one copy alone is drift.
@Suite struct CopySignatureHistoryTests {
    static let base = "struct Clock {\n    func label(_ s: Int) -> String { \"\\(s) s\" }\n    func tint() -> String { \"blue\" }\n}\n"
    static let withUnit = "struct Clock {\n    func label(_ s: Int, unit: String) -> String { \"\\(s) \\(unit)\" }\n    func tint() -> String { \"blue\" }\n}\n"

    @Test func aSignatureChangedInOneCopyAloneIsDrift() throws {
        let repository = try TemporaryRepository()
        try repository.initializeGit()
        try repository.commit("Clock in both", date: "2025-01-10", [".previewlint.yml": CopyHistoryTests.targets, "App/Clock.swift": Self.base, "Widget/Clock.swift": Self.base])
        try repository.commit("Label with a unit in the app", date: "2025-01-11", ["App/Clock.swift": Self.withUnit])
        let change = try repository.head()
        let result = try repository.run("lint")
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n") == [
            "Widget/Clock.swift:2:5: error: this copy stayed behind App/Clock.swift (target App): App/Clock.swift changed in 1 commit (the latest \(change) \"Label with a unit in the app\") since the copies last matched on 2025-01-10, this copy in none; struct Clock: label(_:) differs (label(_:unit:) in Clock.swift); the latest change this copy lacks: `func label(_ s: Int) -> String { \"\\(s) s\" }` became `func label(_ s: Int, unit: String) -> String { \"\\(s) \\(unit)\" }` in Clock.swift (diverged_target_copy)",
        ])
    }

    @Test func aSignatureChangedInBothCopiesInOneCommitIsNoDrift() throws {
        let repository = try TemporaryRepository()
        try repository.initializeGit()
        try repository.commit("Clock in both", date: "2025-01-10", [".previewlint.yml": CopyHistoryTests.targets, "App/Clock.swift": Self.base, "Widget/Clock.swift": Self.base])
        let widget = Self.base.replacingOccurrences(of: "func label(_ s: Int)", with: "func label(_ s: Int, short: Bool)")
        try repository.commit("Label options in each target", date: "2025-01-11", ["App/Clock.swift": Self.withUnit, "Widget/Clock.swift": widget])
        let result = try repository.run("lint")
        #expect(result.status == 0)
        #expect(result.stdout == "")
    }

    /// A member renamed is a part of its own in the copy that renamed it, as any member one copy has.
    @Test func aMemberRenamedInOneCopyIsNotPaired() throws {
        let repository = try TemporaryRepository()
        try repository.initializeGit()
        try repository.commit("Clock in both", date: "2025-01-10", [".previewlint.yml": CopyHistoryTests.targets, "App/Clock.swift": Self.base, "Widget/Clock.swift": Self.base])
        try repository.commit("Rename the label in the app", date: "2025-01-11",
                              ["App/Clock.swift": Self.base.replacingOccurrences(of: "func label(_ s: Int)", with: "func caption(_ s: Int)")])
        let result = try repository.run("lint")
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(try repository.run("copies").stdout.hasPrefix("adapted:"))
    }
}
