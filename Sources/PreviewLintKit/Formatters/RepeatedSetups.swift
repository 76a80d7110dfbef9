/// Production code that sets up a Foundation formatter exactly as another place already does:
/// the same steps make the same formatter, so the two write the same text for every value until
/// one of them is changed. Each later set-up is paired with the one to keep: shared code's before
/// an app's before an extension's, and in each, a formatter a property or factory holds, reachable
/// by its path, before one an instance holds, before one made inside a member.
struct RepeatedSetups: Sendable {
    struct Place: Sendable {
        var file: String
        var record: FormatterSetupRecord
        var targets: Set<String>
        var imports: [String]
        /// Shared code (a library) first, then an app, then its extensions: where the original is.
        var tier: Int
    }

    struct Repeat: Sendable {
        var original: Place
        var copy: Place
        /// A target compiles both, or the copy's file imports the module that declares the original
        /// publicly: the copy's code could use the original's.
        var canShare: Bool {
            !original.targets.isDisjoint(with: copy.targets)
                || (["public", "open", "package"].contains(original.record.access)
                    && original.targets.contains { copy.imports.contains(ProjectIndex.moduleName(ofTarget: $0)) })
        }
        /// The copy's code can name the original: a property or factory of its own type, or a static
        /// one it can see.
        var originalIsReachable: Bool {
            let held = original.record, user = copy.record
            guard held.isHeld, !["private", "fileprivate"].contains(held.access) || original.file == copy.file else { return false }
            return held.isStatic || (!held.owner.isEmpty && held.owner == user.owner)
        }
    }

    /// By the copy's file, in source order.
    let byFile: [String: [Repeat]]

    /// `areCopies`: whether two files are copies of one another; a formatter set up in both is
    /// the copy's, which the copy rules tell of.
    init(places: [Place], areCopies: (String, String) -> Bool = { _, _ in false }) {
        var groups: [[String]: [Place]] = [:]
        for place in places { groups[place.record.setupKey, default: []].append(place) }
        var byFile: [String: [Repeat]] = [:]
        for places in groups.values where places.count > 1 {
            for (original, copy) in Self.pairs(places) where !areCopies(original.file, copy.file) {
                // Two shared formatters of one file set up alike are a catalog's two names for one
                // formatting (`chartAxisDayFormatter`, `monthAndDayFormatter`), not a copy.
                if original.file == copy.file, original.record.isStatic, copy.record.isStatic, original.record.isHeld, copy.record.isHeld { continue }
                byFile[copy.file, default: []].append(Repeat(original: original, copy: copy))
            }
        }
        self.byFile = byFile.mapValues { $0.sorted { $0.copy.record.range.start.offset < $1.copy.record.range.start.offset } }
    }

    /// The significant set-ups production code may use, outside fixtures. `isUsed`: whether
    /// production code may use a set-up (a formatter nobody uses drifts without anyone seeing it,
    /// as `isUsedByProduction` has it for formatting members).
    static func places(files: [FileFacts], membership: TargetMembership, fixtures: (String) -> [SourceRange],
                       isUsed: (String, FormatterSetupRecord) -> Bool) -> [Place] {
        var places: [Place] = []
        for file in files where !file.isGenerated && !membership.isTestOnly(file.path) {
            guard !file.formatterSetups.isEmpty else { continue }
            // Files of no known target (a folder without a project) are taken to build together.
            let known = membership.targets(of: file.path)
            let targets: Set<String> = known.isEmpty ? [""] : Set(known)
            let fixtureRanges = fixtures(file.path)
            for setup in file.formatterSetups where Self.isSignificant(setup) && !fixtureRanges.contains(where: { $0.contains(setup.range) })
                && isUsed(file.path, setup) {
                let tier = membership.areLibraries(Array(targets)) ? 0 : membership.isInApp(file.path) ? 1 : 2
                places.append(Place(file: file.path, record: setup, targets: targets, imports: file.imports,
                                    tier: tier))
            }
        }
        return places
    }

    /// Each place to change and the one to keep instead. Places a target compiles together keep
    /// the best held one among them; of those kept in targets apart, shared code's is kept, then an
    /// app's, and each other one is a copy of it.
    private static func pairs(_ places: [Place]) -> [(Place, Place)] {
        let byRank = { (a: Place, b: Place) in (rank(a), a.file, a.record.range.start.offset) < (rank(b), b.file, b.record.range.start.offset) }
        var together: [[Place]] = []
        for place in places.sorted(by: byRank) {
            if let index = together.firstIndex(where: { $0.contains { !$0.targets.isDisjoint(with: place.targets) } }) {
                together[index].append(place)
            } else {
                together.append([place])
            }
        }
        var pairs = together.flatMap { group in group.dropFirst().map { (group[0], $0) } }
        let kept = together.map { $0[0] }.sorted { ($0.tier, rank($0), $0.file) < ($1.tier, rank($1), $1.file) }
        pairs += kept.dropFirst().map { (kept[0], $0) }
        return pairs
    }

    /// `file#Owner.member`, as formatting findings name members.
    static func key(_ place: Place) -> String { "\(place.file)#\(place.record.qualifiedMember)" }

    /// A formatter others can reach by its path first, then one an instance holds, then one made inside a member.
    private static func rank(_ place: Place) -> Int {
        guard place.record.isHeld else { return 2 }
        return place.record.isStatic && !["private", "fileprivate"].contains(place.record.access) ? 0 : 1
    }

    static func isMachineFormat(_ setup: FormatterSetupRecord) -> Bool { setup.steps.contains(where: isMachineStep) }

    /// A step of a fixed machine format: Apple's `en_US_POSIX` advice, ISO 8601's `'T'`, a time
    /// zone pinned to GMT (times stored as data), or a pattern of digits only that starts with the
    /// year or gives a time of day to the second (a stamp for a log or a file, not text for a reader).
    private static func isMachineStep(_ step: String) -> Bool {
        if step.contains("en_US_POSIX") || step.contains("'T'") { return true }
        if step.hasPrefix("timeZone = "), ["secondsFromGMT: 0", "\"UTC\"", "\"GMT\"", ".gmt"].contains(where: step.contains) { return true }
        guard step.hasPrefix("dateFormat = \"") else { return false }
        let pattern = step.dropFirst("dateFormat = \"".count)
        let writesWords = pattern.contains("MMM") || pattern.contains { "ELah".contains($0) }
        let startsWithYear = pattern.first.map { "yYu".contains($0) } ?? true
        return !writesWords && (startsWithYear || (pattern.contains("H") && pattern.contains("s")))
    }

    /// A set-up that says something about the app's text: three settings or more, or a date pattern
    /// written out. One or two settings (`dateStyle = .medium`) are the platform's formatting
    /// chosen alike; a fixed machine format is data, not text the app shows.
    static func isSignificant(_ setup: FormatterSetupRecord) -> Bool {
        guard !isMachineFormat(setup) else { return false }
        if setup.steps.count >= 3 { return true }
        return setup.steps.contains { $0.hasPrefix("setLocalizedDateFormatFromTemplate(") || $0.hasPrefix("dateFormat = \"") }
    }
}

extension ProjectIndex {
    /// Formatters set up twice, built once per run by the first rule that asks.
    var repeatedSetups: RepeatedSetups {
        memos.built("repeated-setups") {
            RepeatedSetups(places: setupPlaces, areCopies: formattingClones.copies.areContentCopies)
        }
    }

    /// The set-ups `RepeatedSetups` and `DriftedSetups` compare.
    var setupPlaces: [RepeatedSetups.Place] {
        memos.built("setup-places") {
            // Only a private member's uses are all in view (its own file), whether it holds the
            // formatter or makes one: whether another is named is not known well enough to drop it.
            let fixtures = { (file: String) in self.fixtureMembers(ofFile: file).map(\.record.range) }
            return RepeatedSetups.places(files: files, membership: membership, fixtures: fixtures) {
                !["private", "fileprivate"].contains($1.access)
                    || self.isUsedByProduction(file: $0, owner: $1.owner, member: $1.member, isStatic: $1.isStatic, access: $1.access)
            }
        }
    }
}
