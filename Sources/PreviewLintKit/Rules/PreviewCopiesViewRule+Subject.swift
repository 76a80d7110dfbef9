/// A preview in a view's file that shows none of the file's views: a placeholder (`Text("Preview
/// requires a mock")`) or a preview copied from another view's file that was never switched to the
/// view it now sits beside. The file's views are shown when the preview builds or names one of
/// the file's declarations, or builds a view whose code (through the views it builds) shows one.
extension PreviewCopiesViewRule {
    func missesItsView(_ preview: PreviewRecord, file: FileContext, project: ProjectIndex) -> Violation? {
        let views = file.facts.types.filter { !$0.isExtension && $0.inherited.contains("View") && !Self.neverBuilt($0) }
            .map { MemberRecord.simpleName($0.name) }
        guard !views.isEmpty else { return nil }
        // `attributes.previewContext(state, viewKind: .content)` renders the file's Live Activity.
        guard preview.presentation == nil || !file.facts.widgets.contains(where: \.isLiveActivity) else { return nil }
        // A modifier or style the file declares is shown by whatever its preview applies it to.
        let styles = ProjectIndex.renderingProtocols.subtracting(["View"])
        guard file.facts.viewModifiers.isEmpty, !file.facts.types.contains(where: { !$0.inherited.filter(styles.contains).isEmpty }) else { return nil }
        // What the file offers besides its previews: a provider's own sample members are the preview's.
        let providers = Set(file.facts.types.filter { $0.inherited.contains("PreviewProvider") }.map(\.qualifiedName))
        func inProvider(_ qualified: String) -> Bool { providers.contains { qualified == $0 || qualified.hasPrefix($0 + ".") } }
        var declared = Set(file.facts.types.filter { !inProvider($0.qualifiedName) }.map { MemberRecord.simpleName($0.name) })
        declared.formUnion(file.facts.members.filter { !inProvider($0.owner) }.map(\.name))
        declared.formUnion(file.facts.viewModifiers)
        let mentioned = Self.mentions(of: preview, in: file)
        guard mentioned.isDisjoint(with: declared) else { return nil }
        let projectTypes = mentioned.filter { project.typesByName[$0] != nil }
        guard project.typeGraph.path(from: projectTypes, to: Set(views)) == nil else { return nil }
        // A part of the file's view shown on its own (its row, its toggle) is a piece of it, not another view.
        guard project.typeGraph.path(from: Set(views), to: projectTypes) == nil else { return nil }

        let own = views.prefix(2).joined(separator: ", ") + (views.count > 2 ? " and \(views.count - 2) more" : "")
        let shown = projectTypes.filter { project.viewTypeNames.contains($0) }.sorted()
        guard let other = shown.first else {
            return configuration.violation(
                "this preview shows none of the views this file declares (\(own)): it renders only framework views; render \(views[0]) with sample data",
                in: file.path, at: preview.range
            )
        }
        var related: [RelatedLocation] = []
        if let place = project.declaration(ofType: other) {
            related.append(RelatedLocation(file: place.file, range: place.range, message: "\(other), which the preview renders"))
        }
        return configuration.violation(
            "this preview shows none of the views this file declares (\(own)): it renders \(other), declared in another file, and nothing it renders shows \(views[0]); render \(views[0]), or move the preview to \(other)'s file",
            in: file.path, at: preview.range, related: related
        )
    }

    /// The names a preview builds or refers to: types, and the first and last parts of member
    /// accesses (`Fixtures.sample` names `Fixtures` and `sample`, `.mock` names `mock`). A
    /// provider's preview also has the provider's own code beside its sibling previews (a `static
    /// var body` it renders, the state its `previews` sets up before returning).
    static func mentions(of preview: PreviewRecord, in file: FileContext) -> Set<String> {
        var ranges = [preview.range]
        var names = Set<String>()
        if preview.kind == .provider, let provider = preview.providerType,
           let type = file.facts.types.first(where: { $0.qualifiedName == provider && !$0.isExtension }) {
            ranges = [type.range]
            // `static let wrappers: [ScreenPreviewWrapper] = [.init(…)]`: the types its members hold.
            for member in file.facts.members where member.owner == provider {
                names.formUnion((member.valueType ?? "").split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init))
            }
        }
        let siblings = file.facts.previews.filter { $0.kind == .provider && $0.providerType == preview.providerType && $0.range != preview.range }
        func counts(_ range: SourceRange) -> Bool { !siblings.contains { $0.range.contains(range) } }
        if let root = preview.rootType { names.insert(MemberRecord.simpleName(root)) }
        for range in ranges {
            for construction in file.facts.constructions(in: range) where construction.callee != ".init" && counts(construction.range) {
                names.insert(MemberRecord.simpleName(construction.callee))
            }
            for reference in file.facts.references(in: range) where counts(reference.range) {
                let parts = reference.text.split(separator: ".")
                if let first = parts.first { names.insert(String(first)) }
                if let last = parts.last { names.insert(String(last)) }
            }
        }
        return names
    }

    /// A view inside `#if false` is not compiled: not one the file offers.
    static func neverBuilt(_ type: TypeDeclarationRecord) -> Bool {
        type.conditions.contains { $0 == "false" || $0 == "0" }
    }
}
