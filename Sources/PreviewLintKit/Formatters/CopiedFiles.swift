/// Which files are copies the copy rules report, so the formatting rules leave their formatting to
/// them: files mostly of one content (a name alone makes no copy: an app's `Monitor.swift` and its
/// watch app's are often two views), kept in targets of one platform. An iOS view and its Mac
/// window controller are adapted to each platform by design, and the copy rules leave such pairs
/// alone where history does not judge them; formatting written twice there is this rule's.
struct CopiedFiles: Sendable {
    let files: [String: FileFacts]
    let membership: TargetMembership

    init(files: [FileFacts], membership: TargetMembership) {
        self.files = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        self.membership = membership
    }

    func areCopies(_ a: String, _ b: String) -> Bool {
        guard a != b, let first = files[a], let second = files[b], !membership.crossesPlatforms(a, b) else { return false }
        return TargetCopyFinder.areCopies(first, second)
    }

    /// Files of mostly one content in targets apart, on any platform: a formatter one sets up the
    /// other holds because the file was copied into another target whole, which the copy rules
    /// report (a file name alone says less). Two alike files of one target are no target copy:
    /// their formatters set up twice are told here.
    func areContentCopies(_ a: String, _ b: String) -> Bool {
        guard a != b, let first = files[a], let second = files[b] else { return false }
        let targets = (Set(membership.targets(of: a)), Set(membership.targets(of: b)))
        guard !targets.0.isEmpty, !targets.1.isEmpty, targets.0.isDisjoint(with: targets.1) else { return false }
        return TargetCopyFinder.areCopies(first, second)
    }
}
