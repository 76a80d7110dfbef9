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
    /// findings before its message). Kept between runs, keyed by every source and the targets: an
    /// unchanged repository builds no value-flow graph.
    func hardcodedOutputs(inFile file: Int) -> [ValueFlowGraph.HardcodedOutput] {
        let outputs = allHardcodedOutputs
        return outputs.indices.contains(file) ? outputs[file] : []
    }

    private var allHardcodedOutputs: [[ValueFlowGraph.HardcodedOutput]] {
        memos.built("hardcoded-outputs") {
            let compute = {
                let graph = valueFlow
                return files.indices.map { graph.hardcodedOutputs(inFile: $0) }
            }
            guard let cache, let sourceDigest else { return compute() }
            let kept = cache.value([[ValueFlowGraph.HardcodedOutput]].self, kind: "hardcoded-outputs",
                                   material: sourceDigest + "\0" + Target.digest(of: targets), compute: compute)
            return kept.count == files.count ? kept : compute()
        }
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
