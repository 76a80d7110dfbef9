extension ProjectIndex {
    /// The value-flow graph of the project, built when a rule or command first asks.
    var valueFlow: ValueFlowGraph {
        memos.built("value-flow") {
            let previewData = previewDataMap
            return ValueFlowGraph(files: files) { fileIndex, scope, range in previewData.contains(fileIndex, scope: scope, range: range) }
        }
    }

    /// Whether a file is test code: only test targets compile it, or it imports XCTest, which no
    /// app links (what tells tests where no target description lists the file).
    func isTestCode(_ file: FileFacts) -> Bool {
        membership.isTestOnly(file.path) || file.imports.contains("XCTest")
    }

    /// Whether code is preview data rather than production: in a preview, a `PreviewProvider`, a
    /// fixture (Mother objects, Preview…/Mock… stand-ins, members previews reach and the app does
    /// not use), a type only previews use, a widget's placeholder and what only placeholders or
    /// tests use, a branch run only for sample data, test code, or compiled only with `DEBUG`.
    func isPreviewData(_ fileIndex: Int, scope: ValueScope?, range: SourceRange) -> Bool {
        previewDataMap.contains(fileIndex, scope: scope, range: range)
    }

    private var previewDataMap: PreviewDataMap {
        memos.built("preview-data") { PreviewDataMap(project: self) }
    }
}
