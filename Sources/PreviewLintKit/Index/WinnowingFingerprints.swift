/// Winnowing (Schleimer, Wilkerson and Aiken, 2003) over a token stream: hash every window of
/// `k` tokens, keep the smallest hash of every `w` consecutive windows. Any run of `k + w - 1`
/// tokens two files share yields a fingerprint both keep, and the count stays a fraction of the tokens.
struct WinnowingFingerprints {
    static let k = 5
    static let w = 4
    /// B^k for removing the oldest token from the rolling hash.
    private static let dropFactor: UInt64 = {
        var value: UInt64 = 1
        for _ in 0..<k { value &*= base }
        return value
    }()
    private static let base: UInt64 = 0x0000_0100_0000_01b3

    private var tokens = [UInt64](repeating: 0, count: k)
    private var tokenCount = 0
    private var rolling: UInt64 = 0
    private var windows = [UInt64](repeating: .max, count: w)
    private var windowCount = 0
    private var lastChosen = -1
    private var chosen: Set<UInt64> = []
    /// Every window of a short file: winnowing keeps too few of them to compare small files.
    private var early: [UInt64] = []
    static let shortFileWindows = 32

    mutating func add(_ tokenHash: UInt64) {
        let slot = tokenCount % Self.k
        rolling = rolling &* Self.base &+ tokenHash
        if tokenCount >= Self.k { rolling &-= tokens[slot] &* Self.dropFactor }
        tokens[slot] = tokenHash
        tokenCount += 1
        guard tokenCount >= Self.k else { return }
        // Mixed so that windows differing in one token do not give neighbouring values.
        var mixed = rolling ^ (rolling >> 31)
        mixed &*= 0xbf58_476d_1ce4_e5b9
        mixed ^= mixed >> 27
        windows[windowCount % Self.w] = mixed
        if windowCount < Self.shortFileWindows { early.append(mixed) }
        windowCount += 1
        guard windowCount >= Self.w else { return }
        // The rightmost minimum of the last w windows, recorded once per position.
        var best = windowCount - Self.w
        for position in (windowCount - Self.w)..<windowCount where windows[position % Self.w] <= windows[best % Self.w] {
            best = position
        }
        if best != lastChosen {
            lastChosen = best
            chosen.insert(windows[best % Self.w])
        }
    }

    /// Short files keep all their windows.
    func sorted() -> [UInt64] {
        windowCount <= Self.shortFileWindows ? Set(early).sorted() : chosen.sorted()
    }
}
