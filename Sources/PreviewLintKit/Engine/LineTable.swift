import Foundation

/// Maps UTF-8 offsets of one file to lines and columns.
public struct LineTable: Sendable {
    /// UTF-8 offset at which each line starts; line 1 starts at offset 0.
    private let lineStarts: [Int]
    public let byteCount: Int

    public init(utf8 bytes: some Collection<UInt8>) {
        let found: (starts: [Int], count: Int)? = bytes.withContiguousStorageIfAvailable { buffer in
            // memchr from one newline to the next: a byte-by-byte loop was a visible share of a warm run.
            var starts = [0]
            guard let base = buffer.baseAddress else { return (starts, 0) }
            var offset = 0
            while offset < buffer.count, let newline = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset) {
                offset = UnsafeRawPointer(newline) - UnsafeRawPointer(base) + 1
                starts.append(offset)
            }
            return (starts, buffer.count)
        }
        if let found {
            lineStarts = found.starts
            byteCount = found.count
            return
        }
        var starts = [0]
        var offset = 0
        for byte in bytes {
            offset += 1
            if byte == UInt8(ascii: "\n") { starts.append(offset) }
        }
        lineStarts = starts
        byteCount = offset
    }

    public init(_ text: String) {
        self.init(utf8: text.utf8)
    }

    public var lineCount: Int { lineStarts.count }

    public func location(at offset: Int) -> SourceLocation {
        let clamped = min(max(offset, 0), byteCount)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(line: low + 1, column: clamped - lineStarts[low] + 1, offset: clamped)
    }

    public func range(from start: Int, to end: Int) -> SourceRange {
        SourceRange(start: location(at: start), end: location(at: end))
    }

    /// Offset of the first byte of a 1-based line (the end of the file for lines past it).
    public func offset(ofLine line: Int) -> Int {
        guard line >= 1 else { return 0 }
        return line <= lineStarts.count ? lineStarts[line - 1] : byteCount
    }
}
