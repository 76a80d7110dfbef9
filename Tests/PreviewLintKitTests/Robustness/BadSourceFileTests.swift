import Foundation
import Testing
@testable import PreviewLintKit

/// Swift files no linter should choke on: each gives a clear message (or nothing) and a documented exit code.
@Suite("Bad source files")
struct BadSourceFileTests {
    static let good = "struct Good {}\n"

    @Test func emptyFileIsLintedQuietly() throws {
        let repository = try TemporaryRepository(["Empty.swift": "", "Good.swift": Self.good])
        let result = try repository.run("lint", "--reporter", "json", "--quiet")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.contains("\"files\": 2,"))
    }

    @Test func fiveMegabyteFileIsLinted() throws {
        var text = ""
        var index = 0
        while text.utf8.count < 5 * 1024 * 1024 {
            text += "func function\(index)(value: Int) -> String {\n    let doubled = value * 2 // \(index)\n    return \"\\(doubled) items\"\n}\n\n"
            index += 1
        }
        let repository = try TemporaryRepository(["Huge.swift": text])
        let result = try repository.run("lint", "--quiet")
        #expect(result.status == 0)
        #expect(result.stderr == "")
    }

    /// swift-syntax recurses once per level and would overflow the stack: such files are skipped, the others linted.
    @Test(arguments: [("(", ")"), ("[1, ", "]"), ("{ ", " }"), ("f(", ")"), ("a.b(", ")"), ("A<", ">"), ("\"\\(", ")\"")])
    func tenThousandNestingLevelsAreSkippedWithAMessage(open: String, close: String) throws {
        let depth = 10_000
        let text = "let deep = " + String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth) + "\n"
        let repository = try TemporaryRepository(["Deep.swift": text, "Good.swift": Self.good])
        let result = try repository.run("lint", "--quiet")
        #expect(result.status == 0)
        #expect(result.stderr == "\(repository.realPath)/Deep.swift: error: skipped: code nested more than 1000 levels deep; swift-syntax would overflow its stack\n")
    }

    @Test func nestingBelowTheLimitIsParsed() throws {
        let depth = 900
        let text = "let chain = a" + String(repeating: ".b()", count: depth) + "\n#if A\n" + String(repeating: "let x: A<", count: 1) + String(repeating: "B<", count: 300) + "C" + String(repeating: ">", count: 301) + "\n#endif\n"
        let repository = try TemporaryRepository(["Chain.swift": text])
        let result = try repository.run("lint", "--quiet")
        #expect(result.status == 0)
        #expect(result.stderr == "")
    }

    /// `[[[[…` twenty deep takes swift-syntax 603's lookahead over a minute: refused up front.
    @Test func longRunsOfOpenSquareBracketsAreSkipped() throws {
        let text = "let grid = " + String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40) + "\n"
        let repository = try TemporaryRepository(["Grid.swift": text, "Fine.swift": "let fine = [[[[1]]]]\n"])
        let result = try repository.run("lint", "--quiet")
        #expect(result.status == 0)
        #expect(result.stderr == "\(repository.realPath)/Grid.swift: error: skipped: more than 12 '[' open in a row; swift-syntax takes exponential time on them\n")
    }

    @Test func invalidUTF8IsSkippedWithAMessage() throws {
        let repository = try TemporaryRepository(["Good.swift": Self.good])
        try Data([0x6C, 0x65, 0x74, 0x20, 0xC3, 0x28, 0x0A]).write(to: URL(fileURLWithPath: repository.path + "/Latin.swift"))
        let result = try repository.run("lint", "--quiet")
        #expect(result.status == 0)
        #expect(result.stderr == "\(repository.realPath)/Latin.swift: error: skipped: not valid UTF-8 text\n")
    }

    @Test func binaryFileNamedSwiftIsSkippedWithAMessage() throws {
        let repository = try TemporaryRepository(["Good.swift": Self.good])
        try Data([0xCF, 0xFA, 0xED, 0xFE, 0x07, 0x00, 0x00, 0x01, 0x03, 0x00]).write(to: URL(fileURLWithPath: repository.path + "/Binary.swift"))
        let result = try repository.run("lint", "--quiet")
        #expect(result.status == 0)
        #expect(result.stderr == "\(repository.realPath)/Binary.swift: error: skipped: binary data (NUL bytes) in a .swift file\n")
    }

    @Test func onlyUnreadableFilesExitThree() throws {
        let repository = try TemporaryRepository()
        try Data([0x00, 0x01]).write(to: URL(fileURLWithPath: repository.path + "/Binary.swift"))
        let result = try repository.run("lint", "--quiet")
        #expect(result.status == 3)
        #expect(result.stderr.hasSuffix("error: no file could be read\n"))
    }

    /// Root reads any file whatever its mode, so this check only means something for other users.
    @Test(.enabled(if: getuid() != 0, "root can read a chmod 000 file"))
    func unreadableFileIsReported() throws {
        let repository = try TemporaryRepository(["Good.swift": Self.good, "Locked.swift": Self.good])
        chmod(repository.path + "/Locked.swift", 0)
        defer { chmod(repository.path + "/Locked.swift", 0o644) }
        let result = try repository.run("lint", "--quiet")
        #expect(result.status == 0)
        #expect(result.stderr == "\(repository.realPath)/Locked.swift: error: cannot read the file (permission denied?)\n")
    }

    /// Files found by discovery that are gone, or turned into something unreadable, when their turn comes
    /// (the list is handed over as discovery would, then the files change): a message each, the rest linted.
    @Test func filesRemovedOrReplacedMidRunAreReported() throws {
        let repository = try TemporaryRepository(["Good.swift": Self.good, "Gone.swift": Self.good, "Replaced.swift": Self.good])
        let root = repository.realPath
        let configuration = Configuration(root: root)
        let linter = Linter(configuration: configuration, ruleSet: try RuleSet(configuration: configuration))
        let paths = ["Good.swift", "Gone.swift", "Replaced.swift"].map { root + "/" + $0 }
        try FileManager.default.removeItem(atPath: paths[1])
        try FileManager.default.removeItem(atPath: paths[2])
        try FileManager.default.createDirectory(atPath: paths[2], withIntermediateDirectories: false)
        let results = linter.analyze(paths, request: LintRequest(paths: [root], jobs: 2), valueFlow: .all)
        let messages = results.map { result -> String in
            switch result {
            case .success(let file): return "linted \(FilePath.name(file.path))"
            case .failure(let problem): return "\(FilePath.name(problem.path)): \(problem.message)"
            }
        }
        #expect(messages == [
            "linted Good.swift",
            "Gone.swift: the file disappeared while linting",
            "Replaced.swift: cannot read: it is a folder now",
        ])
    }

    @Test func symbolicLinkLoopsEndAndLintEachFileOnce() throws {
        let repository = try TemporaryRepository(["Sources/Good.swift": Self.good])
        try FileManager.default.createSymbolicLink(atPath: repository.path + "/Sources/Loop", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: repository.path + "/Sources/Up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: repository.path + "/A.swift", withDestinationPath: "B.swift")
        try FileManager.default.createSymbolicLink(atPath: repository.path + "/B.swift", withDestinationPath: "A.swift")
        let result = try repository.run("lint", "--reporter", "json", "--quiet")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.contains("\"files\": 1,"))
    }
}
