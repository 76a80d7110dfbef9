/// Where each file's preview data is, gathered once per run: the value-flow graph asks for every
/// write it builds, and asking the project index each time copied it and took its memo lock.
struct PreviewDataMap: Sendable {
    /// Files only tests compile (or that import XCTest): all of them is preview data.
    private let testFiles: Set<Int>
    /// Ranges of each file that are preview data: previews, fixtures, types only previews use,
    /// members only previews reach.
    private let ranges: [[SourceRange]]
    /// The methods through which the system asks each type for sample content.
    private let sampleMethods: [String: Set<String>]
    private let files: [FileFacts]
    /// Each file's static values named as sample data, read when the file is first asked about.
    private let namedSamples: [OnceCell<[SourceRange]>]

    init(project: ProjectIndex) {
        files = project.files
        namedSamples = project.files.map { _ in OnceCell() }
        sampleMethods = Self.sampleMethods(files)
        var testFiles: Set<Int> = []
        var ranges: [[SourceRange]] = []
        ranges.reserveCapacity(files.count)
        let sampleTypes = project.previewOnlyTypes.sampleTypeRanges
        let sampleMembers = project.reachability.sampleMemberRanges
        for (index, file) in files.enumerated() {
            if project.isTestCode(file) { testFiles.insert(index) }
            // Not the value-flow facts' sample-data branches: reading them here would decode every
            // file's value flow from the cache on one thread; `contains` reads them when asked.
            var fileRanges = file.previews.map(\.range)
            let sampleFixtures = file.fixtures.filter { [.mother, .previewType, .previewProvider].contains($0.kind) }
            fileRanges += sampleFixtures.map(\.range)
            fileRanges += sampleTypes[file.path] ?? []
            fileRanges += sampleMembers[index] ?? []
            ranges.append(fileRanges)
        }
        self.testFiles = testFiles
        self.ranges = ranges
    }

    /// Whether code is preview data rather than production: in a preview, a `PreviewProvider`, a
    /// fixture (Mother objects, Preview…/Mock… stand-ins, members previews reach and the app does
    /// not use), a type only previews use, a widget's placeholder and what only placeholders or
    /// tests use, a branch run only for sample data, a static value named as one (`NamedSamples`),
    /// test code, or compiled only with `DEBUG`.
    func contains(_ fileIndex: Int, scope: ValueScope?, range: SourceRange) -> Bool {
        if testFiles.contains(fileIndex) { return true }
        if let scope, scope.inPreview || scope.debugOnly || isSampleContent(scope, in: files[fileIndex]) { return true }
        if ranges[fileIndex].contains(where: { $0.contains(range) }) { return true }
        let named = namedSamples[fileIndex].value { NamedSamples.ranges(in: files[fileIndex]) }
        if named.contains(where: { $0.contains(range) }) { return true }
        let valueFlow = files[fileIndex].valueFlow
        return valueFlow.previewBranches.contains { $0.contains(range) }
            || valueFlow.redactedViews.contains { $0.contains(range) }
    }

    /// Whether code runs in a timeline provider's `placeholder(in:)` or a complication's sample
    /// template: stand-in data as a preview's is.
    private func isSampleContent(_ scope: ValueScope, in file: FileFacts) -> Bool {
        guard !sampleMethods.isEmpty else { return false }
        var current = scope
        while current.kind == .closure, current.parent >= 0 { current = file.valueFlow.scopes[current.parent] }
        guard current.kind == .function, !current.isStatic else { return false }
        return sampleMethods[current.owner]?.contains(current.name) == true
    }

    /// The methods through which the system asks each type for sample content, by the protocols
    /// the type is declared (or extended) conforming to.
    private static func sampleMethods(_ files: [FileFacts]) -> [String: Set<String>] {
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
