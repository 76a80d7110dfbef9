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
                let graph = demandedValueFlow(includeTestCode: includeTestCode)
                return files.indices.map { graph.hardcodedOutputs(inFile: $0) + graph.initialOutputs(inFile: $0) }
            }
            guard let cache, let sourceDigest else { return compute() }
            let kept = cache.value([[ValueFlowGraph.HardcodedOutput]].self, kind: kind,
                                   material: sourceDigest + "\0" + Target.digest(of: targets), compute: compute)
            return kept.count == files.count ? kept : compute()
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
