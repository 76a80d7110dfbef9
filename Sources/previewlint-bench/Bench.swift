import Foundation
import PreviewLintKit

/// Runs every phase in child processes and prints the table and ratios.
struct Bench {
    let options: BenchOptions

    struct Row {
        var label: String
        var seconds: Double
        var peakBytes: Int
    }

    func run() throws {
        let selfPath = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let binary = options.previewlint ?? FilePath.join(FilePath.parent(selfPath), "previewlint")
        let work = options.workDirectory ?? FilePath.join(NSTemporaryDirectory(), "previewlint-bench-\(getpid())")
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { if !options.keep && options.workDirectory == nil { try? FileManager.default.removeItem(atPath: work) } }

        let root: String
        let origin: String
        if let repository = options.repository {
            root = FilePath.absolute(repository, relativeTo: FileManager.default.currentDirectoryPath)
            origin = "repository \(root)"
        } else {
            root = FilePath.join(work, "repository")
            try? FileManager.default.removeItem(atPath: root)
            let summary = try SyntheticRepository(fileCount: options.files, seed: options.seed).write(to: root)
            origin = "synthetic, seed \(options.seed), \(summary.files) files written to \(root)"
        }

        var rows: [Row] = []
        let read = try measure(.read, root: root, selfPath: selfPath)
        rows.append(Row(label: "(a) read", seconds: read.seconds, peakBytes: read.peakBytes))
        let files = read.measurement.files, bytes = read.measurement.bytes
        let parse = try measure(.parse, root: root, selfPath: selfPath)
        rows.append(Row(label: "(b) read + parse", seconds: parse.seconds, peakBytes: parse.peakBytes))
        let walk = try measure(.walk, root: root, selfPath: selfPath)
        rows.append(Row(label: "(b') read + parse + empty walk", seconds: walk.seconds, peakBytes: walk.peakBytes))
        let lint = try measure(.lint, root: root, selfPath: selfPath)
        rows.append(Row(label: "(c) lint, Linter API, cold", seconds: lint.seconds, peakBytes: lint.peakBytes))

        var cli: Row?
        var warm: Row?
        var fill: Row?
        var edited: Row?
        var warmNote = "n/a: \(binary) not found"
        if FileManager.default.isExecutableFile(atPath: binary) {
            // previewlint finds its configuration from the current folder: run it from the repository's,
            // or the configuration of whatever folder the bench was started in would apply.
            guard FileManager.default.changeCurrentDirectoryPath(root) else {
                throw ChildProcess.Failure(description: "cannot change into \(root)")
            }
            let help = try ChildProcess.run(binary, ["lint", "--help"], discardErrors: true).stdout
            let enableAll = Phase.allRuleIDs.flatMap { ["--enable", $0] }
            let common = ["lint", "--reporter", "json", "--quiet", "--jobs", "\(options.jobs)"] + enableAll + [root]
            let noCache = help.contains("--no-cache") ? ["--no-cache"] : []
            cli = try best("(c') previewlint lint, cold") { try ChildProcess.run(binary, common + noCache, discardOutput: true, discardErrors: true) }
            rows.append(cli!)
            if help.contains("--cache-path") {
                let cache = FilePath.join(work, "cache")
                try? FileManager.default.removeItem(atPath: cache)
                let cached = common + ["--cache-path", cache]
                let filling = try ChildProcess.run(binary, cached, discardOutput: true, discardErrors: true)
                fill = Row(label: "    cold, filling the cache", seconds: filling.seconds, peakBytes: filling.peakBytes)
                rows.append(fill!)
                warm = try best("(d) previewlint lint, warm") {
                    try ChildProcess.run(binary, cached, discardOutput: true, discardErrors: true)
                }
                rows.append(warm!)
                edited = try editedRuns(binary, cached, root: root)
                rows.append(edited!)
            } else {
                warmNote = "n/a: this previewlint has no --cache-path option"
            }
        }

        print("previewlint-bench: \(origin)")
        print("\(files) Swift files, \(format(Double(bytes) / 1_048_576, 2)) MB; --jobs \(options.jobs); fastest of \(options.repeats) runs; one process per run")
        print("")
        print(pad("phase", 34) + pad("time", 11, left: true) + pad("files/s", 11, left: true) + pad("MB/s", 9, left: true) + pad("peak RSS", 12, left: true))
        for row in rows {
            let filesPerSecond = Double(files) / row.seconds
            let megabytesPerSecond = Double(bytes) / 1_048_576 / row.seconds
            print(pad(row.label, 34) + pad(format(row.seconds, 3) + " s", 11, left: true)
                + pad(format(filesPerSecond, 0), 11, left: true) + pad(format(megabytesPerSecond, 1), 9, left: true)
                + pad(format(Double(row.peakBytes) / 1_048_576, 1) + " MB", 12, left: true))
        }
        if warm == nil { print(pad("(d) warm with cache", 34) + "  " + warmNote) }
        print("")
        print("(c)/(b)  = \(format(lint.seconds / parse.seconds, 2))   lint over parse, same process model (goal ≤ 1.3)")
        print("(b')/(b) = \(format(walk.seconds / parse.seconds, 2))   a SyntaxVisitor that does nothing: the floor under any visiting linter")
        if let cli { print("(c')/(b) = \(format(cli.seconds / parse.seconds, 2))   includes process start, discovery and the JSON report") }
        if let warm, let cli {
            print("(d)/(c') = \(format(warm.seconds / cli.seconds, 2))   warm over cold")
            print("(d)      = \(format(warm.seconds, 3)) s   warm, nothing changed (goal ≤ 0.15 s)")
        } else {
            print("(d)/(c') = n/a")
        }
        if let edited { print("(e)      = \(format(edited.seconds, 3)) s   warm, one file edited (goal ≤ 0.25 s)") }
        if let fill, let cli {
            print("fill/(c') = \(format(fill.seconds / cli.seconds, 2))   filling the cache over cold (goal ≤ 1.1)")
        }
    }

    /// A warm run after one file changed: a line is added to the middle file before each run (each
    /// run sees a text no run kept a report for), and the file is put back afterwards.
    private func editedRuns(_ binary: String, _ arguments: [String], root: String) throws -> Row {
        let configuration = try ConfigurationLoader.load(explicitPath: nil, from: root)
        let paths = FileDiscovery(configuration: configuration).discover([root]).files
        guard !paths.isEmpty else { return Row(label: "(e) warm, one file edited", seconds: 0, peakBytes: 0) }
        let path = paths[paths.count / 2]
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        defer { try? original.write(to: URL(fileURLWithPath: path)) }
        var edit = 0
        return try best("(e) warm, one file edited") {
            edit += 1
            try (original + Data("\n// previewlint-bench edit \(edit)\n".utf8)).write(to: URL(fileURLWithPath: path))
            return try ChildProcess.run(binary, arguments, discardOutput: true, discardErrors: true)
        }
    }

    private struct PhaseRun {
        var seconds: Double
        var peakBytes: Int
        var measurement: Phase.Measurement
    }

    /// The fastest of the repeated runs, with the largest peak memory seen.
    private func measure(_ phase: Phase, root: String, selfPath: String) throws -> PhaseRun {
        var best: PhaseRun?
        var peak = 0
        for _ in 0..<options.repeats {
            let outcome = try ChildProcess.run(selfPath, ["--phase", phase.rawValue, "--repository", root, "--jobs", "\(options.jobs)"])
            guard outcome.status == 0, let measurement = Phase.Measurement(line: outcome.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                throw ChildProcess.Failure(description: "phase \(phase.rawValue) failed (exit \(outcome.status))")
            }
            peak = max(peak, outcome.peakBytes)
            if best == nil || measurement.seconds < best!.seconds {
                best = PhaseRun(seconds: measurement.seconds, peakBytes: 0, measurement: measurement)
            }
        }
        best!.peakBytes = peak
        return best!
    }

    private func best(_ label: String, _ body: () throws -> ChildProcess.Outcome) throws -> Row {
        var row = Row(label: label, seconds: .infinity, peakBytes: 0)
        for _ in 0..<options.repeats {
            let outcome = try body()
            guard outcome.status <= 1 else { throw ChildProcess.Failure(description: "\(label) exited \(outcome.status)") }
            row.seconds = min(row.seconds, outcome.seconds)
            row.peakBytes = max(row.peakBytes, outcome.peakBytes)
        }
        return row
    }

    private func format(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    private func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return left ? padding + text : text + padding
    }
}
