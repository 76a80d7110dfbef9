/// 64-bit FNV-1a over token texts, fed one token at a time during the facts walk: cheap enough to
/// run on every file, and each token is followed by a separator so `a b` and `ab` differ.
struct TokenHasher: Sendable {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine(_ text: String) {
        for byte in text.utf8 { mix(byte) }
        mix(0)
    }

    private mutating func mix(_ byte: UInt8) {
        state ^= UInt64(byte)
        state &*= 0x0000_0100_0000_01b3
    }

    var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
