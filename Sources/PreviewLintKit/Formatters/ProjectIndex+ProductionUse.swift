/// Whether production code names a member: formatting nobody shows cannot drift where anyone sees it.
extension ProjectIndex {
    /// Whether production code names the member at `place` (its owner's member, or a global). A
    /// private one can only be named in its own file, so only that file's code counts.
    func isUsedByProduction(_ place: FormattingClones.Place) -> Bool {
        // Called by the framework (`override func viewWillAppear`, an `@objc` selector): used
        // wherever its type is, as a view's `body` is.
        if place.record.isCalledByFramework, !membership.isUnbuilt(place.file), !membership.isTestOnly(place.file) {
            return true
        }
        let record = place.record
        return isUsedByProduction(file: place.file, owner: record.owner, member: record.name, isStatic: record.isStatic,
                                  access: record.access, isInline: record.isInline)
    }

    /// Whether production code names the member `member` of `owner` declared in `file`.
    func isUsedByProduction(file: String, owner qualifiedOwner: String, member: String, isStatic: Bool,
                            access: String, isInline: Bool = false) -> Bool {
        if membership.isUnbuilt(file) { return false }
        let name = String(member.prefix { $0 != "(" })
        let owner = MemberRecord.simpleName(qualifiedOwner)[...]
        // A view's `body` or a cell's `configure` runs when production uses the type.
        if isInline, !owner.isEmpty, !membership.isTestOnly(file),
           reachability.isNamedByProduction(owner: "", name: String(owner)) { return true }
        // An instance member runs on a value of its type: a struct or enum of the project's that
        // production code never names is never made, whoever names a member of that name on another
        // type. (A class may be made by name from a storyboard; a public type by another module.)
        if !isStatic, !isMadeByProduction(qualifiedOwner) { return false }
        guard ["private", "fileprivate"].contains(access) else {
            return reachability.isNamedByProduction(owner: owner, name: name)
                || typedReads.reads(owner: owner, name: name)
                || typedReads.ancestors(of: String(owner)).contains {
                    reachability.isNamedByProduction(owner: $0[...], name: name)
                }
        }
        guard let index = fileIndexByPath[file], !membership.isTestOnly(file) else { return false }
        // Called from a member production uses (a static member's body, whose names are its own).
        if files[index].members.indices.contains(where: { member in
            let record = files[index].members[member]
            return record.name == name && record.ownerName == owner
                && reachability.usedByProduction.contains(MemberLocation(file: index, member: member))
        }) { return true }
        let keys = Set(files[index].productionReferences)
        let named = [ProductionReference.key(owner: owner, name: name), ProductionReference.bareKey(name),
                     ProductionReference.valueMemberKey(name), ProductionReference.implicitKey(name)]
        return named.contains(where: keys.contains)
            || files[index].implicitArguments.contains { $0.name == name }
            || typedReads.reads(owner: owner, name: name)
    }

    /// Whether production code may make a value of `owner`: it names the type (a nested one also
    /// through its enclosing type, `Calibrations.RootView(resolver:)`), or the type is one production
    /// code need not name (a class a storyboard makes, a public type another module uses, one the
    /// project does not declare).
    private func isMadeByProduction(_ owner: String) -> Bool {
        guard let type = typesByName[owner] ?? typesByName[String(MemberRecord.simpleName(owner))],
              !type.isExtension, !type.isExported,
              ["struct", "enum"].contains(type.kind) else { return true }
        let path = owner.split(separator: ".")
        guard let name = path.last else { return true }
        if reachability.isNamedByProduction(owner: "", name: String(name)) { return true }
        return path.count >= 2 && reachability.isNamedByProduction(owner: path[path.count - 2], name: String(name))
    }
}
