/// What production code's implicit members handed to calls name (`ImplicitArgumentRecord`). Handed
/// to a call the project may declare (its function, case, closure, type), `.placeholder` may be any
/// member of that name. Handed only to a library's (`.redacted(reason: .placeholder)`), it is a member
/// of a library type or of the project's extension of one (`extension Color { static let brand }`):
/// a library parameter cannot be typed with the project's own `SyncStatusSnapshot`.
struct ImplicitNames: Sendable {
    /// Names handed only to library calls, in production code.
    let libraryOnly: Set<String>
    /// Whose member an implicit member is, where the code declares it.
    let types: ImplicitMemberTypes

    init(files: [FileFacts], types: ImplicitMemberTypes, isTestOnly: (String) -> Bool,
         productionKeys: inout Set<UInt64>, testKeys: inout Set<UInt64>) {
        var declared = Set<UInt64>()
        for file in files {
            declared.formUnion(file.declaredNames)
            for type in file.types where !type.isExtension {
                declared.insert(ProductionReference.declarationKey(type.name))
            }
        }
        var library = Set<String>()
        for file in files {
            let testOnly = isTestOnly(file.path)
            for argument in file.implicitArguments {
                // Where the parameter it is handed to (`WeeklyOverviewSection(snapshot: .figmaPreview)`)
                // or the code around it (`var snapshot: TreemapSnapshot { .figmaPreview }`) declares
                // one of the project's types, the name is that type's member, not any member of
                // that name: another type's `figmaPreview` stays a fixture.
                let key = types.owner(of: argument.name, context: argument.context)
                    .map { ProductionReference.key(owner: $0[...], name: argument.name) }
                    ?? ProductionReference.implicitKey(argument.name)
                // A test's names count whatever it calls: a test double only tests use is theirs.
                if testOnly {
                    testKeys.insert(key)
                } else if argument.callee.isEmpty
                            || declared.contains(ProductionReference.declarationKey(argument.callee)) {
                    productionKeys.insert(key)
                } else {
                    library.insert(argument.name)
                }
            }
        }
        libraryOnly = library
        self.types = types
    }

    /// Whether a library call's implicit argument may be the member `name` of `owner`.
    func names(owner: Substring, name: String) -> Bool {
        libraryOnly.contains(name) && !types.projectTypes.contains(MemberRecord.simpleName(String(owner)))
    }
}
