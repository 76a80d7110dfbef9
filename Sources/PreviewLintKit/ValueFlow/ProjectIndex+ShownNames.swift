extension ProjectIndex {
    /// Whether preview code writes a literal into a slot whose fields the preview never shows: every
    /// field the slot's value is stored in (itself, or the properties an initializer keeps it in)
    /// is a name no code the preview runs reads. False when it cannot be told: code outside a
    /// preview, a value that reaches no field (a parameter a function formats or shows itself), or
    /// one handed to a type the project does not declare (a view of a package: its code is not read).
    func previewNeverShows(_ slot: Slot, writtenIn file: Int, at range: SourceRange) -> Bool {
        guard let preview = files[file].previews.firstIndex(where: { $0.range.contains(range) }) else { return false }
        let previewRange = files[file].previews[preview].range
        let outermost = files[file].constructions
            .filter { previewRange.contains($0.range) && $0.range.contains(range) }
            .max { $1.range.contains($0.range) }
        guard let outermost, typesByName[String(MemberRecord.simpleName(outermost.callee))] != nil else { return false }
        let fields = fieldsFed(by: slot)
        guard !fields.isEmpty else { return false }
        let shown = memos.memo("preview-shown-names", of: Set<UInt64>?.self).value(for: "\(file):\(preview)") {
            let names = memos.built("shown-names") { ShownNames(files: files, isTestCode: isTestCode) }
            return names.shown(inFile: file, preview: files[file].previews[preview].range)
        }
        guard let shown else { return false }
        return fields.allSatisfy { !shown.contains(ProductionReference.bareKey($0)) }
    }

    /// The names of the properties a slot's value is stored in, following writes outwards
    /// (`init(title:) { self.title = title }` stores `title:` in `title`).
    private func fieldsFed(by slot: Slot) -> Set<String> {
        let feeds = memos.built("value-flow-feeds") {
            var feeds: [Slot: [Slot]] = [:]
            for (target, edges) in valueFlow.edges {
                for edge in edges {
                    if case .slot(let source) = edge.source { feeds[source, default: []].append(target) }
                }
            }
            return feeds
        }
        var fields: Set<String> = [], seen: Set<Slot> = [slot], queue = [slot]
        while let current = queue.popLast() {
            if current.kind == .property { fields.insert(current.name) }
            for next in feeds[current] ?? [] where seen.insert(next).inserted { queue.append(next) }
        }
        return fields
    }
}
