@testable import PreviewLintKit
import Testing

/// The merge that finds each shared fingerprint's holders against the plain count it replaced:
/// one group of holders (ascending) for every value 2 to `limit` lists hold, on lists with shared,
/// common and repeated values.
@Suite struct CopyPairSearchTests {
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func theMergeFindsWhatCountingFinds(seed: UInt64) {
        var random = seed &* 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            random ^= random << 13
            random ^= random >> 7
            random ^= random << 17
            return random
        }
        let lists = (0..<60).map { _ in (0..<Int(next() % 40)).map { _ in next() % 300 }.sorted() }
        var holders: [UInt64: [Int]] = [:]
        for (index, list) in lists.enumerated() {
            for value in Set(list) { holders[value, default: []].append(index) }
        }
        let expected = holders.values.filter { (2...5).contains($0.count) }.sorted { $0.lexicographicallyPrecedes($1) }
        var merged: [[Int]] = []
        CopyPairSearch.forEachSharedFingerprint(lists, limit: 5) { merged.append($0) }
        #expect(!expected.isEmpty)
        #expect(merged.sorted { $0.lexicographicallyPrecedes($1) } == expected)
    }
}
