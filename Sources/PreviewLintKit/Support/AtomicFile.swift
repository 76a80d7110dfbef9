import Foundation
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

    public static func write(_ text: String, to path: String) throws(WriteError) {
        try write(data: Data(text.utf8), to: path)
    }

    public static func write(data: Data, to path: String) throws(WriteError) {
        let folder = FilePath.parent(path)
        let serial = writeCounter.wrappingAdd(1, ordering: .relaxed).oldValue
        let temporary = FilePath.join(folder, ".\(FilePath.name(path)).\(ProcessInfo.processInfo.processIdentifier)-\(serial).tmp")
        let permissions = (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions]
        guard FileManager.default.createFile(atPath: temporary, contents: data) else {
            throw WriteError(path: path, reason: "cannot create a file in \(folder) (missing folder or no permission)")
        }
        if let permissions {
            try? FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw WriteError(path: path, reason: reason)
        }
    }
}
