extension ProjectIndex {
    /// The value-flow graph of the project, built when a rule or command first asks.
    var valueFlow: ValueFlowGraph {
        memos.memo("value-flow", of: ValueFlowGraph.self).value(for: "") {
            ValueFlowGraph(files: files) { fileIndex, scope, range in isPreviewData(fileIndex, scope: scope, range: range) }
        }
    }

    /// Whether a file is test code: only test targets compile it, or it imports XCTest, which no
    /// app links (what tells tests where no target description lists the file).
    func isTestCode(_ file: FileFacts) -> Bool {
        membership.isTestOnly(file.path) || file.imports.contains("XCTest")
    }

    /// Whether code is preview data rather than production: in a preview, a `PreviewProvider`, a
    /// fixture (Mother objects, Preview…/Mock… stand-ins, members previews reach and the app does
    /// not use), test code, or compiled only with `DEBUG`.
    func isPreviewData(_ fileIndex: Int, scope: ValueScope?, range: SourceRange) -> Bool {
        let file = files[fileIndex]
        if isTestCode(file) { return true }
        if let scope, scope.inPreview || scope.debugOnly { return true }
        if file.previews.contains(where: { $0.range.contains(range) }) { return true }
        if file.fixtures.contains(where: { [.mother, .previewType, .previewProvider].contains($0.kind) && $0.range.contains(range) }) { return true }
        return file.members.indices.contains { member in
            reachability.fixtures.contains(MemberLocation(file: fileIndex, member: member)) && file.members[member].range.contains(range)
        }
    }
}
