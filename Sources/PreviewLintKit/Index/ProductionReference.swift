/// How production code's references are kept: as hashes of the names a fixture could be reached
/// by, so a file holds a compact sorted list rather than every identifier it uses. The hashes are
/// FNV-1a over the parts' bytes, never over a joined string (this runs for every name of every file).
enum ProductionReference {
    /// `Owner.name` for `Owner.name` or a bare `name` inside `Owner`.
    static func key(owner: Substring, name: String) -> UInt64 { key(ownerPrefix: ownerPrefix(owner), name: name) }
    /// `key(owner:name:)` with the owner's part hashed once (`ownerPrefix`), for a type's every name.
    static func key(ownerPrefix: UInt64, name: String) -> UInt64 { hash(ownerPrefix, name.utf8) }
    static func ownerPrefix(_ owner: Substring) -> UInt64 {
        hash(hash(offset, owner.utf8), CollectionOfOne(UInt8(ascii: ".")))
    }
    /// `.name`: an implicit member.
    static func implicitKey(_ name: String) -> UInt64 { hash(hash(offset, CollectionOfOne(UInt8(ascii: "."))), name.utf8) }
    /// `#.name`: a member read or called through a value (`duration.formattedAsTimestamp`).
    static func valueMemberKey(_ name: String) -> UInt64 { hash(hash(offset, "#.".utf8), name.utf8) }
    /// `$.name`: a bare `name` (a global, or a static member used unqualified).
    static func bareKey(_ name: String) -> UInt64 { hash(hash(offset, "$.".utf8), name.utf8) }

    /// `:name`: a name a declaration gives (`FactsCollector.noteDeclaredName`).
    static func declarationKey(_ name: String) -> UInt64 { hash(hash(offset, CollectionOfOne(UInt8(ascii: ":"))), name.utf8) }

    private static let offset: UInt64 = 0xcbf2_9ce4_8422_2325

    private static func hash(_ start: UInt64, _ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = start
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
