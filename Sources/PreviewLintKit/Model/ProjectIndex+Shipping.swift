/// Whether a widget reaches users: what coverage asks before it wants a preview of every family
/// and presentation. A file no target compiles, and a widget no bundle lists, ship nothing.
extension ProjectIndex {
    /// A file the project's targets leave out (an old copy, an Xcode 16 membership exception).
    /// Unknown without a project description, or when so many files sit outside every target
    /// that the description was likely not read whole.
    func isUnbuilt(_ path: String) -> Bool {
        guard targets.contains(where: { $0.kind != .folder }), membership.targets(of: path).isEmpty else { return false }
        let outside = files.lazy.filter { self.membership.targets(of: $0.path).isEmpty }.count
        return outside * UnbuiltCopyRule.unplacedLimit < files.count
    }

    /// A widget ships when its file is built and it is the extension's `@main`, or production code
    /// names it (a `WidgetBundle`'s body), or no bundle of its target is in sight to say otherwise
    /// (a single file linted alone). The Xcode template left beside the real widget does not.
    func ships(_ widget: WidgetRecord, in file: String) -> Bool {
        guard !isUnbuilt(file) else { return false }
        if widget.isEntryPoint || isUsedByProduction(type: widget.type) { return true }
        let targets = Set(membership.targets(of: file))
        let bundleInSight = files.contains { other in
            other.types.contains { $0.inherited.contains("WidgetBundle") && !$0.isExtension }
                && (targets.isEmpty || !targets.isDisjoint(with: membership.targets(of: other.path)))
        }
        return !bundleInSight
    }
}
