extension UInt64 {
    /// Sixteen lowercase hex digits, zero-padded: every fingerprint of the facts is one of these, and
    /// `String(_:radix:)` plus padding cost ten times as much.
    var paddedHex: String {
        String(unsafeUninitializedCapacity: 16) { buffer in
            for index in 0..<16 {
                let nibble = UInt8((self >> UInt64(60 - 4 * index)) & 0xF)
                buffer[index] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
            }
            return 16
        }
    }
}
