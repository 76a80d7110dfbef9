/// Production code that sets up a Foundation formatter exactly as another place already does:
/// the same steps make the same formatter, so the two write the same text for every value until
/// one of them is changed. Each later set-up is paired with the one to use instead (a formatter a
/// property or factory holds, reachable by its path, before one held by an instance, before one
/// made inside a member).
struct RepeatedSetups: Sendable {
    struct Place: Sendable {
        var file: String
        var record: FormatterSetupRecord
        var targets: Set<String>
    }

    struct Repeat: Sendable {
        var original: Place
        var copy: Place
        /// A target compiles both: the copy's code could use the original's.
        var sharesTarget: Bool { !original.targets.isDisjoint(with: copy.targets) }
    }

    /// By the copy's file, in source order.
    let byFile: [String: [Repeat]]

    /// `twins`: members already reported for writing the same text on every input (by file and
    /// qualified name): a set-up inside them is not told a second time.
    init(files: [FileFacts], membership: TargetMembership, fixtures: (String) -> [SourceRange], twins: [Set<String>]) {
        var groups: [[String]: [Place]] = [:]
        for file in files where !file.isGenerated && !membership.isTestOnly(file.path) {
            let targets = Set(membership.targets(of: file.path))
            guard !targets.isEmpty, !file.formatterSetups.isEmpty else { continue }
            let fixtureRanges = fixtures(file.path)
            for setup in file.formatterSetups where Self.isSignificant(setup) && !fixtureRanges.contains(where: { $0.contains(setup.range) }) {
                groups[[setup.formatter] + setup.steps, default: []].append(Place(file: file.path, record: setup, targets: targets))
            }
        }
        var byFile: [String: [Repeat]] = [:]
        for places in groups.values where places.count > 1 {
            let ordered = places.sorted { (Self.rank($0), $0.file, $0.record.range.start.offset) < (Self.rank($1), $1.file, $1.record.range.start.offset) }
            let original = ordered[0]
            for copy in ordered.dropFirst() {
                let members: Set<String> = [Self.key(original), Self.key(copy)]
                guard !twins.contains(where: members.isSubset) else { continue }
                byFile[copy.file, default: []].append(Repeat(original: original, copy: copy))
            }
        }
        self.byFile = byFile.mapValues { $0.sorted { $0.copy.record.range.start.offset < $1.copy.record.range.start.offset } }
    }

    /// `file#Owner.member`, as twins are keyed.
    static func key(_ place: Place) -> String { "\(place.file)#\(place.record.qualifiedMember)" }

    /// A formatter others can reach by its path first, then one an instance holds, then one made inside a member.
    private static func rank(_ place: Place) -> Int {
        guard place.record.isHeld else { return 2 }
        return place.record.isStatic && !["private", "fileprivate"].contains(place.record.access) ? 0 : 1
    }

    /// A set-up that says something about the app's text: three settings or more, or a date pattern
    /// written out for display. One or two settings (`dateStyle = .medium`) are the platform's
    /// formatting chosen alike; a fixed machine format (`en_US_POSIX`, ISO 8601, year first and
    /// all digits) is data, not text the app shows.
    static func isSignificant(_ setup: FormatterSetupRecord) -> Bool {
        guard !setup.steps.contains(where: { $0.contains("en_US_POSIX") || $0.contains("'T'") }) else { return false }
        if setup.steps.count >= 3 { return true }
        return setup.steps.contains { step in
            if step.hasPrefix("setLocalizedDateFormatFromTemplate(") { return true }
            guard step.hasPrefix("dateFormat = \"") else { return false }
            let pattern = step.dropFirst("dateFormat = \"".count)
            let startsWithYear = pattern.first.map { "yYu".contains($0) } ?? true
            let writesWords = pattern.contains("MMM") || pattern.contains { "Eah".contains($0) }
            return !startsWithYear || writesWords
        }
    }
}

extension ProjectIndex {
    /// Formatters set up twice, built once per run by the first rule that asks.
    var repeatedSetups: RepeatedSetups {
        memos.built("repeated-setups") {
            let twins = formattingClones.behaviour.twins.map { Set($0.places.map { "\($0.file)#\($0.record.qualifiedName)" }) }
            return RepeatedSetups(files: files, membership: membership, fixtures: { self.fixtureMembers(ofFile: $0).map(\.range) }, twins: twins)
        }
    }
}
