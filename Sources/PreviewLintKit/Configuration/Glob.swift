/// A path pattern relative to the configuration root: `**` any folders, `*` and `?` within a name,
/// `[abc]` one of a set. A pattern without `/` matches a name at any depth (like `.gitignore`);
/// a pattern that names a folder covers everything below it.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    /// Each segment's bytes, made once: matching runs for every file against every pattern.
    private let segments: [[UInt8]]

    public init(_ pattern: String) {
        var text = pattern
        while text.hasPrefix("./") { text.removeFirst(2) }
        while text.hasSuffix("/") && text.count > 1 { text.removeLast() }
        self.pattern = pattern
        var segments = text.split(separator: "/", omittingEmptySubsequences: true)
        if !text.contains("/") { segments.insert("**", at: 0) }
        self.segments = segments.map { Array($0.utf8) }
    }

    public var description: String { pattern }

    /// Whether `relativePath` (slash-separated, relative to the root) or one of its parent folders matches.
    public func matches(_ relativePath: String) -> Bool {
        let components = relativePath.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map { Array($0)[...] }
        return match(segmentIndex: 0, components: components[...], allowPrefix: true)
    }

    private func match(segmentIndex: Int, components: ArraySlice<ArraySlice<UInt8>>, allowPrefix: Bool) -> Bool {
        if segmentIndex == segments.count {
            return components.isEmpty || allowPrefix
        }
        let segment = segments[segmentIndex]
        if segment == Self.anyFolders {
            var rest = components
            while true {
                if match(segmentIndex: segmentIndex + 1, components: rest, allowPrefix: allowPrefix) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let first = components.first, Glob.matchName(segment[...], first) else {
            return false
        }
        return match(segmentIndex: segmentIndex + 1, components: components.dropFirst(), allowPrefix: allowPrefix)
    }

    private static let anyFolders = Array("**".utf8)

    /// Matches one path component against one pattern segment.
    static func matchName(_ pattern: ArraySlice<UInt8>, _ name: ArraySlice<UInt8>) -> Bool {
        guard let head = pattern.first else { return name.isEmpty }
        switch head {
        case UInt8(ascii: "*"):
            var rest = name
            while true {
                if matchName(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        case UInt8(ascii: "?"):
            return !name.isEmpty && matchName(pattern.dropFirst(), name.dropFirst())
        case UInt8(ascii: "["):
            guard let close = pattern.dropFirst().firstIndex(of: UInt8(ascii: "]")), let character = name.first else {
                return name.first == head && matchName(pattern.dropFirst(), name.dropFirst())
            }
            var set = pattern[(pattern.startIndex + 1)..<close]
            let negated = set.first == UInt8(ascii: "!") || set.first == UInt8(ascii: "^")
            if negated { set = set.dropFirst() }
            guard setContains(set, character) != negated else { return false }
            return matchName(pattern[(close + 1)...], name.dropFirst())
        default:
            return name.first == head && matchName(pattern.dropFirst(), name.dropFirst())
        }
    }

    private static func setContains(_ set: ArraySlice<UInt8>, _ character: UInt8) -> Bool {
        var index = set.startIndex
        while index < set.endIndex {
            let low = set[index]
            if index + 2 < set.endIndex, set[index + 1] == UInt8(ascii: "-") {
                if low <= character && character <= set[index + 2] { return true }
                index += 3
            } else {
                if low == character { return true }
                index += 1
            }
        }
        return false
    }
}
