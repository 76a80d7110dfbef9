import Foundation

/// Which pairs of candidate files are worth comparing as copies, found without comparing every
/// pair: files that share a fingerprint no more than a few files hold, and files with the same name
/// or primary type (a small copy with a change may share few fingerprints).
///
/// Run on every cold run over every file, so it avoids work per fingerprint: most fingerprints
/// are held by one file, and giving each a list of holders was most of its time.
enum CopyPairSearch {
    /// Each pair once, the smaller index first, in ascending order.
    static func candidatePairs(_ files: [FileFacts], commonLimit: Int, sameNameLimit: Int) -> [(Int, Int)] {
        let total = files.reduce(0) { $0 + $1.copy.fingerprints.count }
        var counts: [UInt64: Int] = [:]
        counts.reserveCapacity(total)
        for file in files { for fingerprint in file.copy.fingerprints { counts[fingerprint, default: 0] += 1 } }

        var holders: [UInt64: [Int]] = [:]
        var sameName: [String: [Int]] = [:]
        for (index, file) in files.enumerated() {
            for fingerprint in file.copy.fingerprints {
                let count = counts[fingerprint] ?? 0
                if count >= 2 && count <= commonLimit { holders[fingerprint, default: []].append(index) }
            }
            sameName["name:" + FilePath.name(file.path), default: []].append(index)
            if let type = file.copy.primaryType { sameName["type:" + type, default: []].append(index) }
        }
        var keys: [Int] = []
        func addPairs(_ list: [Int]) {
            for i in list.indices { for j in list.index(after: i)..<list.endIndex { keys.append(list[i] * files.count + list[j]) } }
        }
        for list in holders.values { addPairs(list) }
        for list in sameName.values where list.count >= 2 && list.count <= sameNameLimit { addPairs(list) }
        keys.sort()
        var pairs: [(Int, Int)] = []
        pairs.reserveCapacity(keys.count)
        var previous = -1
        for key in keys where key != previous {
            pairs.append((key / files.count, key % files.count))
            previous = key
        }
        return pairs
    }

    /// `judge` applied to every pair on all cores, results in the pairs' order. The pairs are
    /// independent, and the rules that wait for the copies leave their cores idle meanwhile.
    static func judged<T: Sendable>(_ pairs: [(Int, Int)], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                                    _ judge: @escaping @Sendable (Int, Int) -> T?) -> [T] {
        let chunk = 512
        let chunks = (pairs.count + chunk - 1) / chunk
        return parallelMap(chunks, jobs: jobs) { index in
            let slice = pairs[(index * chunk)..<min(pairs.count, (index + 1) * chunk)]
            return slice.compactMap { judge($0.0, $0.1) }
        }.flatMap { $0 }
    }
}
