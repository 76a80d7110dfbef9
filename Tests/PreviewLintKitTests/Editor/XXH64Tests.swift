import Testing
@testable import PreviewLintKit

/// The facts cache keys files by XXH64: published test values of the reference implementation.
@Suite struct XXH64Tests {
    func hash(_ text: String, seed: UInt64 = 0) -> UInt64 {
        Array(text.utf8).withUnsafeBytes { XXH64.hash($0, seed: seed) }
    }

    @Test func referenceValues() {
        #expect(hash("") == 0xEF46_DB37_51D8_E999)
        #expect(hash("a") == 0xD24E_C4F1_A98C_6E5B)
        #expect(hash("abc") == 0x44BC_2CF5_AD77_0999)
    }

    /// Every tail length and the 32-byte stripes: a change of one byte anywhere changes the hash.
    @Test func everyByteCounts() {
        let text = String(repeating: "previewlint ", count: 9)
        for length in 0..<text.utf8.count {
            let prefix = String(text.utf8.prefix(length))!
            var changed = Array(prefix.utf8)
            guard !changed.isEmpty else { continue }
            changed[changed.count / 2] ^= 1
            let original = hash(prefix)
            let other = changed.withUnsafeBytes { XXH64.hash($0) }
            #expect(original != other, "length \(length)")
            #expect(original != hash(prefix, seed: 1))
        }
    }

    /// Keys and fingerprints are written as sixteen zero-padded lowercase digits.
    @Test func paddedHex() {
        #expect(UInt64(0).paddedHex == "0000000000000000")
        #expect(UInt64(0xDEAD_BEEF).paddedHex == "00000000deadbeef")
        #expect(UInt64.max.paddedHex == "ffffffffffffffff")
        #expect(UInt64(0x0123_4567_89AB_CDEF).paddedHex == String(UInt64(0x0123_4567_89AB_CDEF), radix: 16).leftPadded(to: 16, with: "0"))
    }
}
