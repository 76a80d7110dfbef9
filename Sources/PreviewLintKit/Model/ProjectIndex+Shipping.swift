/// Whether a widget reaches users: what coverage asks before it wants a preview of every family
/// and presentation. A file no target compiles, and a widget no bundle lists, ship nothing.
struct WidgetShipping: Sendable {
    /// Files the project's targets leave out (an old copy, an Xcode 16 membership exception).
    /// Empty without a project description, or when so many files sit outside every target that
    /// the description was likely not read whole.
    let unbuilt: Set<String>
    /// The targets that compile a `WidgetBundle`, and whether one sits in a file of no known target.
    let bundleTargets: Set<String>
    let bundleOutsideTargets: Bool

    init(files: [FileFacts], targets: [Target], membership: TargetMembership) {
        let outside = files.filter { membership.targets(of: $0.path).isEmpty }.map(\.path)
        let known = targets.contains { $0.kind != .folder }
        unbuilt = known && outside.count * UnbuiltCopyRule.unplacedLimit < files.count ? Set(outside) : []
        let bundles = files.filter { $0.types.contains { $0.inherited.contains("WidgetBundle") && !$0.isExtension } }
        bundleTargets = Set(bundles.flatMap { membership.targets(of: $0.path) })
        bundleOutsideTargets = bundles.contains { membership.targets(of: $0.path).isEmpty }
    }
}

extension ProjectIndex {
    func isUnbuilt(_ path: String) -> Bool {
        shipping.unbuilt.contains(path)
    }

    /// A widget ships when its file is built and it is the extension's `@main`, or production code
    /// names it (a `WidgetBundle`'s body), or no bundle of its target is in sight to say otherwise
    /// (a single file linted alone). The Xcode template left beside the real widget does not.
    func ships(_ widget: WidgetRecord, in file: String) -> Bool {
        guard !isUnbuilt(file) else { return false }
        if widget.isEntryPoint || isUsedByProduction(type: widget.type) { return true }
        let targets = membership.targets(of: file)
        let bundleInSight = targets.isEmpty ? shipping.bundleOutsideTargets || !shipping.bundleTargets.isEmpty
            : targets.contains(where: shipping.bundleTargets.contains)
        return !bundleInSight
    }
}
