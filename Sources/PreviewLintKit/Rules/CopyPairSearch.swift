import Foundation

/// Which pairs of candidate files are worth comparing as copies, found without comparing every
/// pair: files that share a fingerprint no more than a few files hold, and files with the same name
/// or primary type (a small copy with a change may share few fingerprints).
///
/// Run on every cold run over every file, so it avoids work per fingerprint: most fingerprints
/// are held by one file, and hashing each into a table of holders was most of its time. The
/// files' lists are sorted, so one merge of them meets each fingerprint's holders together.
enum CopyPairSearch {
    /// Each pair once, the smaller index first, in ascending order.
    static func candidatePairs(_ files: [FileFacts], commonLimit: Int, sameNameLimit: Int) -> [(Int, Int)] {
        var keys: [Int] = []
        func addPairs(_ list: [Int]) {
            for i in list.indices {
                for j in list.index(after: i)..<list.endIndex { keys.append(list[i] * files.count + list[j]) }
            }
        }
        forEachSharedFingerprint(files.map(\.copy.fingerprints), limit: commonLimit, addPairs)
        var sameName: [String: [Int]] = [:]
        for (index, file) in files.enumerated() {
            sameName["name:" + FilePath.name(file.path), default: []].append(index)
            if let type = file.copy.primaryType { sameName["type:" + type, default: []].append(index) }
        }
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

    /// Calls `body` with the holders of each value that 2 to `limit` of the sorted lists hold,
    /// merging the lists through a heap of their next values (ties pop lowest list first, so the
    /// holders come ascending).
    static func forEachSharedFingerprint(_ lists: [[UInt64]], limit: Int, _ body: ([Int]) -> Void) {
        var heap = MergeHeap(lists)
        var holders: [Int] = []
        while let (value, first) = heap.pop() {
            holders.removeAll(keepingCapacity: true)
            holders.append(first)
            while let next = heap.peek(), next == value, let (_, list) = heap.pop() {
                if holders.last != list { holders.append(list) }
            }
            if holders.count >= 2 && holders.count <= limit { body(holders) }
        }
    }

    /// The next value of each sorted list, smallest (then lowest list) on top.
    private struct MergeHeap {
        private let lists: [[UInt64]]
        private var cursors: [Int]
        private var entries: [(value: UInt64, list: Int)] = []

        init(_ lists: [[UInt64]]) {
            self.lists = lists
            cursors = Array(repeating: 0, count: lists.count)
            for (index, list) in lists.enumerated() where !list.isEmpty { push((list[0], index)) }
        }

        func peek() -> UInt64? { entries.first?.value }

        /// The smallest value and its list, which then offers its next value.
        mutating func pop() -> (UInt64, Int)? {
            guard let top = entries.first else { return nil }
            cursors[top.list] += 1
            if cursors[top.list] < lists[top.list].count {
                entries[0] = (lists[top.list][cursors[top.list]], top.list)
            } else {
                entries[0] = entries[entries.count - 1]
                entries.removeLast()
            }
            siftDown(0)
            return (top.value, top.list)
        }

        private func isBefore(_ a: (value: UInt64, list: Int), _ b: (value: UInt64, list: Int)) -> Bool {
            a.value != b.value ? a.value < b.value : a.list < b.list
        }

        private mutating func push(_ entry: (value: UInt64, list: Int)) {
            entries.append(entry)
            var child = entries.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard isBefore(entries[child], entries[parent]) else { break }
                entries.swapAt(child, parent)
                child = parent
            }
        }

        private mutating func siftDown(_ start: Int) {
            var parent = start
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < entries.count, isBefore(entries[left], entries[smallest]) { smallest = left }
                if right < entries.count, isBefore(entries[right], entries[smallest]) { smallest = right }
                guard smallest != parent else { return }
                entries.swapAt(parent, smallest)
                parent = smallest
            }
        }
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
