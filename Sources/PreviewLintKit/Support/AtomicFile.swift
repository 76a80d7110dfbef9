import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Writes a whole file or nothing: a temporary file beside the target, then a rename.
public enum AtomicFile {
    public struct WriteError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): error: cannot write: \(reason)" }
    }

    /// Distinguishes temporary files of concurrent writers in one process (cache workers).
    private static let writeCounter = Atomic<Int>(0)
    /// Read once: `ProcessInfo.processInfo` is behind a lock, and the cache workers write an entry per file.
    private static let processIdentifier = getpid()

    public static func write(_ text: String, to path: String) throws(WriteError) {
        try write(data: Data(text.utf8), to: path)
    }

    public static func write(data: Data, to path: String) throws(WriteError) {
        let folder = FilePath.parent(path)
        let serial = writeCounter.wrappingAdd(1, ordering: .relaxed).oldValue
        let temporary = FilePath.join(folder, ".\(FilePath.name(path)).\(processIdentifier)-\(serial).tmp")
        // Plain open/write/rename: FileManager.createFile does an atomic write of its own (a second
        // temporary file and extra attribute calls), which doubled the time of filling the facts cache.
        var existing = stat()
        let mode = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o666
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_TRUNC, mode_t(mode))
        guard descriptor >= 0 else {
            throw WriteError(path: path, reason: "cannot create a file in \(folder) (missing folder or no permission)")
        }
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        let reason = written ? nil : String(cString: strerror(errno))
        guard close(descriptor) == 0, written else {
            unlink(temporary)
            throw WriteError(path: path, reason: reason ?? "the file could not be written completely")
        }
        // open() applied the umask; an existing file keeps its exact permissions.
        if existing.st_mode != 0 { chmod(temporary, mode_t(mode)) }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw WriteError(path: path, reason: reason)
        }
    }
}
