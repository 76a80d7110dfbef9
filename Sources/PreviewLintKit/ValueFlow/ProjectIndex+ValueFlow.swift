extension ProjectIndex {
    /// The value-flow graph of the project, built when a rule or command first asks.
    var valueFlow: ValueFlowGraph {
        memos.built("value-flow") {
            let previewData = previewDataMap
            return ValueFlowGraph(files: files) { fileIndex, scope, range in
                previewData.contains(fileIndex, scope: scope, range: range)
            }
        }
    }

    /// The literals preview data in a file writes where production formats (`preview_hardcoded_format`'s
    /// findings before its message). `includeTestCode`: a test file's literals outside its previews
    /// too (test doubles). Kept between runs, keyed by every source and the targets: an unchanged
    /// repository builds no value-flow graph.
    func hardcodedOutputs(inFile file: Int, includeTestCode: Bool) -> [ValueFlowGraph.HardcodedOutput] {
        let outputs = allHardcodedOutputs(includeTestCode: includeTestCode)
        return outputs.indices.contains(file) ? outputs[file] : []
    }

    private func allHardcodedOutputs(includeTestCode: Bool) -> [[ValueFlowGraph.HardcodedOutput]] {
        let kind = includeTestCode ? "hardcoded-outputs-with-tests" : "hardcoded-outputs"
        return memos.built(kind) {
            let compute = {
                // What each type shows needs no graph: found beside it.
                var (shown, graph) = concurrently({ [files] in ShownNames(files: files) }) {
                    demandedValueFlow(includeTestCode: includeTestCode)
                }
                return files.indices.map { index in
                    graph.hardcodedOutputs(inFile: index).filter { isShown($0, inFile: index, &shown) }
                        + graph.initialOutputs(inFile: index)
                }
            }
            guard let cache, let sourceDigest else { return compute() }
            let kept = cache.value([[ValueFlowGraph.HardcodedOutput]].self, kind: kind,
                                   material: sourceDigest + "\0" + Target.digest(of: targets), compute: compute)
            return kept.count == files.count ? kept : compute()
        }
    }

    /// Whether the views the literal's preview shows read the field it is written into. A literal
    /// in no preview (a fixture used elsewhere) is taken to be shown: its readers are not known.
    private func isShown(_ output: ValueFlowGraph.HardcodedOutput, inFile index: Int,
                         _ shown: inout ShownNames) -> Bool {
        let field: String
        switch output.slot.kind {
        // The `id` an `Identifiable` type is told apart by is an identity, never text shown for it,
        // whether written to the property or through an initializer (`Recording(id: "s1", …)`).
        case .property where output.slot.name == "id" && isIdentifiable(output.slot.owner): return false
        case .parameter where output.slot.name.hasPrefix("init(") && output.slot.label == "id"
            && isIdentifiable(output.slot.owner): return false
        case .property: field = output.slot.name
        // An initializer's parameter stands for the field it sets (a memberwise `init(conversion:)`).
        case .parameter where output.slot.name.hasPrefix("init(") && output.slot.label != "_": field = output.slot.label
        default: return true
        }
        let file = files[index]
        var previews = file.previews.filter { $0.range.contains(output.range) }
        // A provider's own sample values (`static var exampleData`) are shown by its previews.
        if previews.isEmpty, let provider = file.types.last(where: { $0.range.contains(output.range) }) {
            previews = file.previews.filter { $0.providerType == provider.qualifiedName }
        }
        var roots = previews.flatMap { file.constructions(in: $0.range).map(\.callee) }
        // A fixture outside any preview (`static let figmaPreview`) is shown by the previews that reach it.
        if previews.isEmpty { roots = previewRoots(reaching: output.range, inFile: index) }
        roots = roots.filter { !$0.hasPrefix(".") }
        return roots.isEmpty || shown.isRead(field, from: roots, owner: output.slot.owner)
    }

    /// What the previews that reach the member holding `range` build; none when no preview does
    /// (a fixture production alone uses, whose readers are not known).
    private func previewRoots(reaching range: SourceRange, inFile index: Int) -> [String] {
        let holders = files[index].members.indices.filter { files[index].members[$0].range.contains(range) }
            .map { MemberLocation(file: index, member: $0) }
        guard !holders.isEmpty else { return [] }
        var roots: [String] = []
        for (fileIndex, byPreview) in reachability.reachedByPreview.sorted(by: { $0.key < $1.key }) {
            for (previewIndex, reached) in byPreview.sorted(by: { $0.key < $1.key })
            where holders.contains(where: { reached.contains($0) }) {
                let preview = files[fileIndex].previews[previewIndex]
                roots += files[fileIndex].constructions(in: preview.range).map(\.callee)
            }
        }
        return roots
    }

    /// Whether the type `owner` (qualified or simple) is declared or extended to be `Identifiable`.
    private func isIdentifiable(_ owner: String) -> Bool {
        let simple = MemberRecord.simpleName(owner)
        return files.contains { file in
            file.types.contains {
                ($0.qualifiedName == owner || $0.name == simple) && $0.inherited.contains("Identifiable")
            }
        }
    }

    /// The value-flow graph of what the literals asked about are judged by: only the writes that
    /// can reach them are resolved.
    private func demandedValueFlow(includeTestCode: Bool) -> ValueFlowGraph {
        let previewData = previewDataMap
        // Without test code, a test file's literals count only inside its previews.
        var previewsOfTests: [Int: [SourceRange]] = [:]
        for (index, file) in files.enumerated() where !includeTestCode && isTestCode(file) {
            previewsOfTests[index] = file.previews.map(\.range)
        }
        // A fixture nothing uses shows its text to nobody: what it writes is not asked about.
        let unused = reachability.unusedFixtureRanges
        return ValueFlowGraph(files: files, reported: { [previewsOfTests] file, range in
            guard unused[file]?.contains(where: { $0.contains(range) }) != true else { return false }
            return previewsOfTests[file].map { $0.contains { $0.contains(range) } } ?? true
        }, isPreviewData: { fileIndex, scope, range in
            previewData.contains(fileIndex, scope: scope, range: range)
        })
    }

    /// Whether a file is test code: only test targets compile it, or it imports XCTest, which no
    /// app links (what tells tests where no target description lists the file).
    func isTestCode(_ file: FileFacts) -> Bool {
        membership.isTestOnly(file.path) || file.imports.contains("XCTest")
    }

    private var previewDataMap: PreviewDataMap {
        memos.built("preview-data") { PreviewDataMap(project: self) }
    }
}
