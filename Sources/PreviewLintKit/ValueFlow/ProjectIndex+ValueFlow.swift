extension ProjectIndex {
    /// The value-flow graph of the project, built when a rule or command first asks.
    var valueFlow: ValueFlowGraph {
        memos.built("value-flow") {
            ValueFlowGraph(files: files) { fileIndex, scope, range in isPreviewData(fileIndex, scope: scope, range: range) }
        }
    }

    /// Whether a file is test code: only test targets compile it, or it imports XCTest, which no
    /// app links (what tells tests where no target description lists the file).
    func isTestCode(_ file: FileFacts) -> Bool {
        membership.isTestOnly(file.path) || file.imports.contains("XCTest")
    }

    /// Whether code runs in a timeline provider's `placeholder(in:)` (the sample entry the system
    /// shows, redacted, while the widget loads and in the gallery) or a complication's sample
    /// template (the watch face gallery's): stand-in data as a preview's is.
    private func isSampleContent(_ scope: ValueScope, in file: FileFacts) -> Bool {
        var current = scope
        while current.kind == .closure, current.parent >= 0 { current = file.valueFlow.scopes[current.parent] }
        guard current.kind == .function, !current.isStatic else { return false }
        return sampleMethods[current.owner]?.contains(current.name) == true
    }

    /// The methods through which the system asks each type for sample content, by the protocols
    /// the type is declared (or extended) conforming to.
    private var sampleMethods: [String: Set<String>] {
        memos.built("sample-methods") {
            var methods: [String: Set<String>] = [:]
            for file in files {
                for type in file.types {
                    for conformance in type.inherited {
                        guard let signatures = WidgetCode.sampleMethods[conformance] else { continue }
                        methods[type.qualifiedName, default: []].formUnion(signatures)
                    }
                }
            }
            return methods
        }
    }

    /// Whether code is preview data rather than production: in a preview, a `PreviewProvider`, a
    /// fixture (Mother objects, Preview…/Mock… stand-ins, members previews reach and the app does
    /// not use), a type only previews use, a widget's placeholder and what only placeholders or
    /// tests use, a branch run only for sample data, test code, or compiled only with `DEBUG`.
    func isPreviewData(_ fileIndex: Int, scope: ValueScope?, range: SourceRange) -> Bool {
        let file = files[fileIndex]
        if isTestCode(file) { return true }
        if let scope, scope.inPreview || scope.debugOnly || isSampleContent(scope, in: file) { return true }
        if file.previews.contains(where: { $0.range.contains(range) }) { return true }
        if file.valueFlow.previewBranches.contains(where: { $0.contains(range) }) { return true }
        if file.fixtures.contains(where: { [.mother, .previewType, .previewProvider].contains($0.kind) && $0.range.contains(range) }) { return true }
        // A type only previews use (a protocol's mock conformer a preview builds) is sample data.
        if previewOnlyTypes.sampleTypeRanges[file.path]?.contains(where: { $0.contains(range) }) == true { return true }
        return reachability.sampleMemberRanges[fileIndex]?.contains { $0.contains(range) } == true
    }
}
