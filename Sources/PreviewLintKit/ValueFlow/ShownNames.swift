/// The names a preview's screen can read: those its own code reads, those read by every member
/// (of any type) named by one of them, and those read by the code the platform runs for a type it
/// names (initializers, `body`, a representable's `makeUIView`, overrides). Joined by name, never
/// by a guessed type, so it only ever holds too much: a name outside it is read by no code the
/// preview can run. A literal written into fields none of whose names it holds is a filler
/// argument (`durationString:` of a display model whose previewed view shows only the title).
struct ShownNames: Sendable {
    private struct Member: Hashable, Sendable {
        var file: Int
        var index: Int
    }

    /// Members the platform calls on an instance of a type it is handed, by base name.
    static let platformEntryPoints: Set<String> = [
        "init", "body", "makeBody", "description", "subscript", "sizeThatFits", "makeCoordinator",
        "makeUIView", "updateUIView", "makeUIViewController", "updateUIViewController",
        "makeNSView", "updateNSView", "makeNSViewController", "updateNSViewController",
        "placeholder", "getSnapshot", "getTimeline", "snapshot", "timeline",
    ]

    private let files: [FileFacts]
    /// Members by the hash of their base name.
    private var byName: [UInt64: [Member]] = [:]
    /// Members the platform runs, by the hash of their type's simple name.
    private var byType: [UInt64: [Member]] = [:]

    /// `isTestCode`: files whose code no preview runs.
    init(files: [FileFacts], isTestCode: (FileFacts) -> Bool) {
        self.files = files
        for (fileIndex, file) in files.enumerated() where !isTestCode(file) {
            let records = file.valueFlow.memberReads
            for (index, record) in records.enumerated() where !record.owner.isEmpty || record.name != "#Preview" {
                let member = Member(file: fileIndex, index: index)
                byName[ProductionReference.bareKey(record.name), default: []].append(member)
                if record.isStatic { byName[ProductionReference.implicitKey(record.name), default: []].append(member) }
                if record.isOverride || Self.platformEntryPoints.contains(record.name), !record.owner.isEmpty {
                    let type = ProductionReference.bareKey(MemberRecord.simpleName(record.owner))
                    byType[type, default: []].append(member)
                }
            }
        }
    }

    /// What a preview can show: reached from the code of the member (or `#Preview`) that holds
    /// it; nil when no such code was read.
    func shown(inFile file: Int, preview: SourceRange) -> Set<UInt64>? {
        let records = files[file].valueFlow.memberReads
        let seeds = records.indices.filter { records[$0].range.contains(preview) }
        guard !seeds.isEmpty else { return nil }
        return reach(from: seeds.map { Member(file: file, index: $0) })
    }

    private func reach(from seeds: [Member]) -> Set<UInt64> {
        var names: Set<UInt64> = [], visited = Set(seeds), queue = seeds
        while let member = queue.popLast() {
            for name in files[member.file].valueFlow.memberReads[member.index].reads where names.insert(name).inserted {
                for next in (byName[name] ?? []) + (byType[name] ?? []) where visited.insert(next).inserted {
                    queue.append(next)
                }
            }
        }
        return names
    }
}
