/// Members whose date pattern is a held formatter's, not one more written out: code of a type whose
/// property holds a formatter (the lowering inlines a type's own object, so a member reading it looks
/// like one setting it up), and a member that sets one up as a held one is (`RepeatedSetups` tells it
/// to use that one).
struct HeldFormatterReaders: Sendable {
    private let keys: Set<String>

    init(files: [FileFacts]) {
        let setups = files.map { file in (file.path, file.formatterSetups) }
        let heldKeys = Set(setups.flatMap { $0.1.filter(\.isHeld).map(\.setupKey) })
        var keys: Set<String> = []
        for (path, fileSetups) in setups {
            for setup in fileSetups {
                if setup.isHeld { keys.insert("\(path)#\(setup.owner)") }
                if !setup.isHeld, heldKeys.contains(setup.setupKey) {
                    keys.insert("\(path)#\(setup.owner)#\(setup.member)")
                }
            }
        }
        self.keys = keys
    }

    /// Whether the place's formatter may be a held one.
    func contains(_ place: FormattingClones.Place) -> Bool {
        keys.contains("\(place.file)#\(place.record.owner)")
            || keys.contains("\(place.file)#\(place.record.owner)#\(place.record.name)")
    }
}
