/// What production code's implicit members handed to calls name (`ImplicitArgumentRecord`). Handed
/// to a call the project may declare (its function, case, closure, type), `.placeholder` may be any
/// member of that name. Handed only to a library's (`.redacted(reason: .placeholder)`), it is a member
/// of a library type or of the project's extension of one (`extension Color { static let brand }`):
/// a library parameter cannot be typed with the project's own `SyncStatusSnapshot`.
struct ImplicitNames: Sendable {
    /// Names handed only to library calls, in production code.
    let libraryOnly: Set<String>
    /// The simple names of the types the project declares (extensions of library types aside).
    let projectTypes: Set<String>

    init(files: [FileFacts], isTestOnly: (String) -> Bool, productionKeys: inout Set<UInt64>, testKeys: inout Set<UInt64>) {
        var declared = Set<UInt64>()
        var projectTypes = Set<String>()
        for file in files {
            declared.formUnion(file.declaredNames)
            for type in file.types where !type.isExtension {
                projectTypes.insert(type.name)
                declared.insert(ProductionReference.declarationKey(type.name))
            }
        }
        var library = Set<String>()
        for file in files {
            let testOnly = isTestOnly(file.path)
            for argument in file.implicitArguments {
                let key = ProductionReference.implicitKey(argument.name)
                // A test's names count whatever it calls: a test double only tests use is theirs.
                if testOnly {
                    testKeys.insert(key)
                } else if declared.contains(ProductionReference.declarationKey(argument.callee)) {
                    productionKeys.insert(key)
                } else {
                    library.insert(argument.name)
                }
            }
        }
        libraryOnly = library
        self.projectTypes = projectTypes
    }

    /// Whether a library call's implicit argument may be the member `name` of `owner`.
    func names(owner: Substring, name: String) -> Bool {
        libraryOnly.contains(name) && !projectTypes.contains(MemberRecord.simpleName(String(owner)))
    }
}
