import Foundation

/// What a lint's report depends on besides the configuration, the rule set and the tool's build (which
/// every cache key already holds): the linted files' paths and texts, the targets found, the other files
/// the project model reads (string tables, Core Data models, intent definitions, Objective-C headers) and
/// where git's history stands. A run whose inputs are all unchanged reuses the report a run kept and
/// decodes no file's facts. A file the model reads that is not named here would make
/// such a report stale: a new reader of the disk adds its files to `material`.
enum RunInputs {
    static let cacheKind = "run"

    /// `files`: each linted path with its text's digest (`textDigest`), or `!` and why it could not be read.
    /// The other files are known by their stamps in `old` while unchanged, else read; `stamped` holds
    /// their stamps for the next run.
    /// `history`: `historyState(root:)`, asked beside the other work (it waits on a process).
    static func material(root: String, files: [(path: String, digest: String)], discovery: TargetDiscovery.Result,
                         history: String, old: FileStamps = FileStamps(),
                         now: Int64 = 0) -> (material: String, stamped: FileStamps) {
        var material = root + "\0"
        for file in files { material += file.path + "\0" + file.digest + "\n" }
        let targets = discovery.inputDigest ?? (try? BinaryCoder.encode(discovery)).map(bytesDigest) ?? "unencodable"
        material += "targets\0" + targets + "\n"
        let read = discovery.stringTables + DataModelEntities.readFiles(discovery.dataModels)
            + discovery.intentDefinitions + discovery.objcHeaders
        var stamped = FileStamps()
        for path in Set(read).sorted() {
            let status = FileStatus.of(path)
            if let digest = old.digest(of: path, status: status) {
                stamped.entries[path] = old.entries[path]
                material += path + "\0" + digest + "\n"
            } else if let status, let data = FileManager.default.contents(atPath: path) {
                let digest = bytesDigest(data)
                stamped.stamp(path, status: status, digest: digest, now: now)
                material += path + "\0" + digest + "\n"
            } else {
                material += path + "\0unreadable\n"
            }
        }
        return (material + "history\0" + history, stamped)
    }

    /// The checkout's top, whether it is shallow and its HEAD commit, or why git cannot say: copies'
    /// histories are read from there.
    static func historyState(root: String) -> String {
        guard Git.executable != nil else { return "no git" }
        do {
            let arguments = ["rev-parse", "--is-shallow-repository", "--show-toplevel", "--verify", "-q", "HEAD"]
            return try Git.text(arguments, in: root)
        } catch {
            return "\(error)"
        }
    }

    static func textDigest(_ text: String) -> String {
        String(XXH64.hash(text), radix: 16)
    }

    private static func bytesDigest(_ bytes: some ContiguousBytes) -> String {
        String(bytes.withUnsafeBytes { XXH64.hash($0) }, radix: 16)
    }
}

/// A run's report as kept for the next run with the same inputs (`RunInputs`).
struct CachedRun: Codable {
    var violations: [Violation]
    var previewCount: Int
    /// Files read but not analyzed (the parser cannot take them), with why.
    var failures: [Failure]

    struct Failure: Codable {
        var path: String
        var message: String
    }
}
