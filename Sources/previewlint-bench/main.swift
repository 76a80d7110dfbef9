import Foundation
import PreviewLintKit

/// Measures, on the same files and the same `--jobs`: (a) reading, (b) reading + parsing,
/// (c) the full lint (Linter API, all rules, cold), (c′) `previewlint lint` as CI runs it and
/// (d) the same warm from its cache when the binary has `--cache-path`.
/// Each run is a separate process, so each phase's peak memory is its own.
let options: BenchOptions
do {
    options = try BenchOptions(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data((error.description + "\n").utf8))
    exit(2)
}

if let phase = options.phase {
    AllocatorSettings.keepFreedMemory()
    do {
        let root = options.repository ?? FileManager.default.currentDirectoryPath
        print(try phase.measure(root: root, jobs: options.jobs).line)
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("previewlint-bench: \(error)\n".utf8))
        exit(3)
    }
}

do {
    try Bench(options: options).run()
} catch {
    FileHandle.standardError.write(Data("previewlint-bench: \(error)\n".utf8))
    exit(3)
}
