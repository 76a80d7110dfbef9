/// An order-sensitive 64-bit hash of a token stream, fed during the facts walk. Each token's bytes
/// are hashed once (FNV-1a) and the token hash is then mixed into every stream that contains it
/// (file, declaration, member), so `a b` and `ab` differ and no token text is ever copied.
struct TokenHasher: Sendable {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }

    static func hash(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { hash($0) }
    }

    mutating func combine(_ tokenHash: UInt64) {
        state = (state ^ tokenHash) &* 0x0000_0100_0000_01b3
        state ^= state >> 29
    }

    var hex: String { state.paddedHex }
    var value: UInt64 { state }
}
