/// A type that holds a value of another in a stored property (`private let presenter =
/// TripActivityPresenter()`, `let formatters: Formatters`) can call that type's instance members:
/// formatting it writes again beside one it holds should call the held one.
extension FormattingClones {
    /// The project-declared types each type's stored properties hold, by the holder's simple name
    /// (`TripLiveActivityCardView` → `TripActivityPresenter`). Collections, generics and function
    /// types hold no single value whose members are called directly.
    /// Only `owners` (the types whose members format) are looked up: a project declares far more.
    static func heldTypes(_ files: [FileFacts], owners: Set<Substring>) -> [Substring: Set<Substring>] {
        var held: [Substring: Set<Substring>] = [:]
        for file in files {
            for argument in file.argumentTypes where !argument.isComputed {
                let owner = simpleName(argument.owner[...])
                guard owners.contains(owner), let type = heldType(argument.type) else { continue }
                held[owner, default: []].insert(simpleName(type))
            }
        }
        return held
    }

    /// `Formatters` of `Formatters?`; nil for a collection, a generic, a tuple or a function type.
    private static func heldType(_ written: String) -> Substring? {
        var type = written[...]
        while let last = type.utf8.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { type = type.dropLast() }
        guard !type.isEmpty, !type.utf8.contains(where: { Self.notOneValue.contains($0) }) else { return nil }
        return type
    }

    private static let notOneValue = Set("[]<>(),&: ".utf8)

    /// `ContentState` of `Attrs.ContentState`, by bytes (this runs for every stored property).
    static func simpleName(_ type: Substring) -> Substring {
        guard let dot = type.utf8.lastIndex(of: UInt8(ascii: ".")) else { return type }
        return type[type.utf8.index(after: dot)...]
    }

    /// Whether `place` can call `original` through a value its type holds: `original` is an
    /// instance member (not private) of a type `place`'s owner holds, compiled wherever `place` is.
    /// A member formatting its own type's fields (`Video.formattedDuration` of `duration`) formats
    /// only those: `place` must format the same fields of a value it holds (`video.duration`), not
    /// another value (`resumeTime`).
    static func isHeld(_ original: Place, by place: Place) -> Bool {
        guard !original.record.isInline, !original.record.isStatic, !original.record.owner.isEmpty,
              !["private", "fileprivate"].contains(original.record.access),
              place.holds.contains(simpleName(original.record.owner[...])) else { return false }
        let fields = original.record.behaviour?.parameters.compactMap(StoredInputs.property) ?? []
        let read = place.record.behaviour?.parameters.map(\.name) ?? []
        guard fields.allSatisfy({ field in read.contains { $0.hasSuffix(".\(field)") && $0 != StoredInputs.prefix + field } }) else { return false }
        return place.targets.isEmpty || original.targets.isEmpty || place.targets.isSubset(of: original.targets) || isImported(original, by: place)
    }

    /// Whether `place` can call `original` on `self`: both are members of one type (its declaration
    /// or its extensions), `original` an instance member `place` sees, of the same inputs of `self`
    /// (`VpnProtocol.localizedDescription` from another member of `VpnProtocol`, `switch self` in both).
    static func isOwn(_ original: Place, by place: Place) -> Bool {
        guard !original.record.isInline, !original.record.isStatic, !original.record.owner.isEmpty, !place.record.owner.isEmpty,
              simpleName(original.record.owner[...]) == simpleName(place.record.owner[...]) else { return false }
        if ["private", "fileprivate"].contains(original.record.access), original.file != place.file { return false }
        let inputs = original.record.behaviour?.parameters.map(\.name) ?? [], read = Set(place.record.behaviour?.parameters.map(\.name) ?? [])
        guard !inputs.isEmpty, inputs.allSatisfy(read.contains) else { return false }
        return place.targets.isEmpty || original.targets.isEmpty || place.targets.isSubset(of: original.targets) || isImported(original, by: place)
    }
}
