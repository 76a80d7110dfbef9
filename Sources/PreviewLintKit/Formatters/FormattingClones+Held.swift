/// A type that holds a value of another in a stored property (`private let presenter =
/// TripActivityPresenter()`, `let formatters: Formatters`) can call that type's instance members:
/// formatting it writes again beside one it holds should call the held one.
extension FormattingClones {
    /// The project-declared types each type's stored properties hold, by the holder's simple name
    /// (`TripLiveActivityCardView` → `TripActivityPresenter`). Collections, generics and function
    /// types hold no single value whose members are called directly.
    static func heldTypes(_ files: [FileFacts]) -> [String: Set<String>] {
        var held: [String: Set<String>] = [:]
        for file in files {
            for argument in file.argumentTypes where !argument.isComputed {
                var type = argument.type
                while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
                guard !type.isEmpty, !type.contains(where: { "[]<>(),&: ".contains($0) }) else { continue }
                held[MemberRecord.simpleName(argument.owner), default: []].insert(MemberRecord.simpleName(type))
            }
        }
        return held
    }

    /// Whether `place` can call `original` through a value its type holds: `original` is an
    /// instance member (not private) of a type `place`'s owner holds, compiled wherever `place` is.
    /// A member formatting its own type's fields (`Video.formattedDuration` of `duration`) formats
    /// only those: `place` must format the same fields of a value it holds (`video.duration`), not
    /// another value (`resumeTime`).
    static func isHeld(_ original: Place, by place: Place) -> Bool {
        guard !original.record.isInline, !original.record.isStatic, !original.record.owner.isEmpty,
              !["private", "fileprivate"].contains(original.record.access),
              place.holds.contains(MemberRecord.simpleName(original.record.owner)) else { return false }
        let fields = original.record.behaviour?.parameters.compactMap(StoredInputs.property) ?? []
        let read = place.record.behaviour?.parameters.map(\.name) ?? []
        guard fields.allSatisfy({ field in read.contains { $0.hasSuffix(".\(field)") && $0 != StoredInputs.prefix + field } }) else { return false }
        return place.targets.isEmpty || original.targets.isEmpty || place.targets.isSubset(of: original.targets) || isImported(original, by: place)
    }
}
