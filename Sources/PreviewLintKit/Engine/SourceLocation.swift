/// A position in a file: 1-based line, 1-based column in UTF-8 bytes (like swiftc), 0-based UTF-8 offset.
public struct SourceLocation: Codable, Sendable, Hashable, Comparable {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.offset < rhs.offset
    }
}

/// A half-open range of source text.
public struct SourceRange: Codable, Sendable, Hashable {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    public func contains(_ offset: Int) -> Bool {
        offset >= start.offset && offset < end.offset
    }

    public func contains(_ other: SourceRange) -> Bool {
        other.start.offset >= start.offset && other.end.offset <= end.offset
    }
}
