/// How production code's references are kept: as hashes of the names a fixture could be reached
/// by, so a file holds a compact sorted list rather than every identifier it uses.
enum ProductionReference {
    /// `Owner.name` for `Owner.name` or a bare `name` inside `Owner`, `.name` for an implicit
    /// member, `$.name` for a bare `name` (a global, or a static member used unqualified).
    static func key(owner: Substring, name: String) -> UInt64 { hash(owner + "." + name) }
    static func implicitKey(_ name: String) -> UInt64 { hash("." + name) }
    static func bareKey(_ name: String) -> UInt64 { hash("$." + name) }

    private static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
