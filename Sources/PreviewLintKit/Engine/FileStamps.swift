#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// What each linted file was when a run last read it (size, inode, modification and status-change
/// times) with the digest of its text: a warm run takes the digest of a file whose status is unchanged
/// instead of reading it. A file changed shortly before its status was taken may change again within
/// the clock's granularity and keep its size and times, so such a stamp is not kept (git's "racy clean").
struct FileStamps: Equatable {
    static let cacheKind = "file-stamps"
    /// Files changed less than this before the run began are read on the next run too.
    static let racyWindow: Int64 = 2_000_000_000

    var entries: [String: Entry] = [:]

    struct Entry: Codable, Equatable {
        var status: FileStatus
        var digest: String
    }

    /// The stamp of `path`'s digest, if its status is still the stamped one.
    func digest(of path: String, status: FileStatus?) -> String? {
        guard let status, let entry = entries[path], entry.status == status else { return nil }
        return entry.digest
    }

    /// Stamps a file read with `status` before its text was read, unless it was modified within the
    /// racy window before `now` (nanoseconds since 1970). A change that sets the modification time back
    /// still moves the status-change time, which the stamp compares.
    mutating func stamp(_ path: String, status: FileStatus, digest: String, now: Int64) {
        if status.modified >= now - Self.racyWindow {
            entries[path] = nil
        } else {
            entries[path] = Entry(status: status, digest: digest)
        }
    }
}

/// Kept as a list sorted by path: the cache's coder writes no dictionary keys.
extension FileStamps: Codable {
    private struct Stamp: Codable {
        var path: String
        var entry: Entry
    }

    init(from decoder: any Decoder) throws {
        let stamps = try [Stamp](from: decoder)
        entries = Dictionary(stamps.map { ($0.path, $0.entry) }, uniquingKeysWith: { first, _ in first })
    }

    func encode(to encoder: any Encoder) throws {
        try entries.keys.sorted().map { Stamp(path: $0, entry: entries[$0]!) }.encode(to: encoder)
    }
}

/// A file's size, inode and times, as `stat` gives them (nanoseconds since 1970).
struct FileStatus: Codable, Equatable, Sendable {
    var size: Int64
    var inode: UInt64
    var modified: Int64
    var changed: Int64

    static func of(_ path: String) -> FileStatus? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #else
        let modified = info.st_mtim, changed = info.st_ctim
        #endif
        return FileStatus(size: Int64(info.st_size), inode: UInt64(info.st_ino),
                          modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
                          changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec))
    }

    /// Nanoseconds since 1970, by the clock files' times are taken from.
    static func now() -> Int64 {
        Int64(Date().timeIntervalSince1970 * 1_000_000_000)
    }
}
