/// A member of the project: its file's index in the project and its index in that file's members.
struct MemberLocation: Hashable, Sendable, Comparable {
    let file: Int
    let member: Int

    static func < (a: MemberLocation, b: MemberLocation) -> Bool { (a.file, a.member) < (b.file, b.member) }
}

/// Fixtures are what previews reach: the static members and globals a preview names (`Attrs.previewState`,
/// `.sample`, `previewItems`), and those they name in turn, across files, that production code does
/// not use. A `mock…`/`preview…` name is a hint that counts too (a test fixture no preview uses), but
/// never against production use: `TabPreviewsSource.previewStoreDir`, which the app reads, is no fixture.
struct FixtureReachability: Sendable {
    /// Members that are fixtures.
    let fixtures: Set<MemberLocation>
    /// Fixtures no preview reaches that only tests use, named as sample data.
    let testFixtures: Set<MemberLocation>
    /// Members only widgets' placeholders (`CoinItem.stub(index:)`) or tests use: shipped stand-in data.
    let usedOnlyBySamples: Set<MemberLocation>
    /// The ranges of fixtures and of members only samples use, by file index: asked of every value
    /// a file writes, so kept per file rather than searched among all its members.
    let sampleMemberRanges: [Int: [SourceRange]]
    /// The ranges of fixtures nothing uses, by file index: no preview reaches them, no test or
    /// placeholder names them (`Wallet.mock` of a watch app with no previews). Nobody sees their text.
    let unusedFixtureRanges: [Int: [SourceRange]]
    /// The members each preview reaches, by file index and preview index.
    let reachedByPreview: [Int: [Int: [MemberLocation]]]
    /// Every name production code refers to (`ProductionReference` keys), of shipping files.
    let productionKeys: Set<UInt64>
    /// Members production code uses: named by it, or by a member it uses (a static member's body
    /// calling a private one of its type is no production name of its own).
    let usedByProduction: Set<MemberLocation>
    /// What implicit members handed to library calls may name.
    let implicitNames: ImplicitNames

    /// Whether production code names the member `name` of `owner` (`""` for a global) in any way:
    /// through its type, implicitly, bare, or through a value.
    func isNamedByProduction(owner: Substring, name: String) -> Bool {
        productionKeys.contains(ProductionReference.key(owner: owner, name: name))
            || productionKeys.contains(ProductionReference.implicitKey(name))
            || productionKeys.contains(ProductionReference.bareKey(name))
            || productionKeys.contains(ProductionReference.valueMemberKey(name))
            || implicitNames.names(owner: owner, name: name)
    }

    init(files: [FileFacts], isTestOnly: (String) -> Bool) {
        var productionKeys = Set<UInt64>(), placeholderKeys = Set<UInt64>(), testKeys = Set<UInt64>()
        for file in files {
            if isTestOnly(file.path) {
                testKeys.formUnion(file.productionReferences)
            } else {
                productionKeys.formUnion(file.productionReferences)
                placeholderKeys.formUnion(file.placeholderReferences)
            }
        }
        let types = ImplicitMemberTypes(files: files)
        let implicitNames = ImplicitNames(files: files, types: types, isTestOnly: isTestOnly,
                                          productionKeys: &productionKeys, testKeys: &testKeys)
        self.implicitNames = implicitNames
        let index = MemberIndex(files, types: types)
        // A widget's placeholder ships: what it names is used, and no fixture. What only it, or
        // only tests, use is stand-in data all the same: the app never shows it.
        // What each member's body names is resolved once for the searches below.
        let named = NamedMembers(index: index, files: files)
        let used = Self.used(named: productionKeys.union(placeholderKeys), implicit: implicitNames, index: index, files: files,
                             isTestOnly: isTestOnly, members: named)
        let usedByApp = placeholderKeys.isEmpty ? used
            : Self.used(named: productionKeys, implicit: implicitNames, index: index, files: files,
                        isTestOnly: isTestOnly, members: named)
        let usedByTests = Self.used(named: testKeys, index: index, files: files, isTestOnly: isTestOnly, members: named)
        usedOnlyBySamples = used.union(usedByTests).subtracting(usedByApp)
        usedByProduction = used
        productionKeys.formUnion(placeholderKeys)
        // The types a used member builds or names are named by production code too, and so is
        // the member itself (a global only another global's body calls is still the app's).
        for location in used {
            let member = files[location.file].members[location.member]
            productionKeys.insert(ProductionReference.key(owner: member.ownerName, name: member.name))
            let range = files[location.file].members[location.member].range
            for construction in files[location.file].constructions(in: range) where construction.callee != ".init" {
                productionKeys.insert(ProductionReference.bareKey(MemberRecord.simpleName(construction.callee)))
            }
            for reference in files[location.file].references(in: range) {
                guard let dot = reference.text.lastIndex(of: "."), dot != reference.text.startIndex else { continue }
                productionKeys.insert(ProductionReference.bareKey(MemberRecord.simpleName(String(reference.text[..<dot]))))
            }
        }

        // Preview reach: what each preview names, then what those members name.
        var reached: [Int: [Int: [MemberLocation]]] = [:]
        var reachedAll = Set<MemberLocation>()
        for (fileIndex, file) in files.enumerated() {
            for (previewIndex, preview) in file.previews.enumerated() {
                var seen = Set<MemberLocation>()
                var queue = index.named(in: preview.range, owner: preview.providerType ?? "", of: fileIndex, in: files)
                while let location = queue.popLast() {
                    guard seen.insert(location).inserted else { continue }
                    queue += named.named(by: location)
                }
                reached[fileIndex, default: [:]][previewIndex] = seen.sorted()
                reachedAll.formUnion(seen)
            }
        }

        // A member of a set the app uses (a palette's `largeTitle` beside the `body` it uses) is
        // production data that only a style-guide preview shows so far, unless named as sample data.
        var usedKinds = Set<String>()
        for location in used {
            let member = files[location.file].members[location.member]
            if let type = member.valueType { usedKinds.insert("\(member.ownerName)|\(type)") }
        }
        var fixtures = Set<MemberLocation>(), testFixtures = Set<MemberLocation>()
        for location in index.all where !used.contains(location) {
            let member = files[location.file].members[location.member]
            guard !files[location.file].isGenerated else { continue }
            if Self.hasFixtureName(member, in: files[location.file]) {
                fixtures.insert(location)
            } else if reachedAll.contains(location) {
                let isSetMember = member.valueType.map { usedKinds.contains("\(member.ownerName)|\($0)") } ?? false
                if !isSetMember || Self.namesSampleData(member.name) { fixtures.insert(location) }
            } else if usedByTests.contains(location), Self.namesSampleData(member.name) {
                // `AuthenticatorItem.fixture(…)` only tests call: a test's fixture, named so.
                fixtures.insert(location)
                testFixtures.insert(location)
            }
        }
        self.fixtures = fixtures
        self.testFixtures = testFixtures
        // A widget's placeholder entry, the member `placeholder(in:)` names, is stand-in data even
        // where the timeline also shows it when loading fails.
        let placeholderEntries = placeholderKeys.isEmpty ? [] : index.all.filter { location in
            let member = files[location.file].members[location.member]
            return placeholderKeys.contains(ProductionReference.key(owner: member.ownerName, name: member.name))
                || placeholderKeys.contains(ProductionReference.implicitKey(member.name))
        }
        let samples = fixtures.union(usedOnlyBySamples).union(placeholderEntries)
        sampleMemberRanges = Dictionary(grouping: samples, by: \.file).mapValues { locations in
            locations.sorted().map { files[$0.file].members[$0.member].range }
        }
        let unused = fixtures.subtracting(reachedAll).subtracting(usedOnlyBySamples)
        unusedFixtureRanges = Dictionary(grouping: unused, by: \.file).mapValues { locations in
            locations.sorted().map { files[$0.file].members[$0.member].range }
        }
        reachedByPreview = reached
        self.productionKeys = productionKeys
    }

    /// Production use: members named by `keys` outside `#if DEBUG`, then everything a used member names.
    private static func used(named keys: Set<UInt64>, implicit: ImplicitNames? = nil, index: MemberIndex, files: [FileFacts],
                             isTestOnly: (String) -> Bool, members: NamedMembers) -> Set<MemberLocation> {
        var used = Set<MemberLocation>()
        var pending: [MemberLocation] = []
        for location in index.all {
            // `files[i].x`, not a local copy of the file's facts: a copy retains each of its arrays.
            let member = files[location.file].members[location.member]
            guard !isTestOnly(files[location.file].path) else { continue }
            let named = keys.contains(ProductionReference.key(owner: member.ownerName, name: member.name))
                || keys.contains(ProductionReference.implicitKey(member.name))
                || implicit?.names(owner: member.ownerName, name: member.name) == true
                || member.owner.isEmpty && keys.contains(ProductionReference.bareKey(member.name))
            if named && !ConditionText.requiresAll(member.conditions, oneOf: ["DEBUG"]) {
                used.insert(location)
                pending.append(location)
            }
        }
        while let location = pending.popLast() {
            for next in members.named(by: location) where used.insert(next).inserted { pending.append(next) }
        }
        return used
    }

    /// `sampleItems`, `testWide`, `demoAccount`, `fakeStore`: named as sample data.
    static func namesSampleData(_ name: String) -> Bool {
        ["mock", "preview", "sample", "fixture", "stub", "fake", "demo", "test", "dummy"].contains { prefix in
            name.hasPrefix(prefix) && (name.count == prefix.count || name[name.index(name.startIndex, offsetBy: prefix.count)].isUppercase)
        }
    }

    /// A `mock…`/`preview…` member the walk recorded as a fixture by its name.
    private static func hasFixtureName(_ member: MemberRecord, in file: FileFacts) -> Bool {
        file.fixtures.contains { ($0.kind == .mock || $0.kind == .previewMember) && $0.range == member.range }
    }
}

/// The members each member's body names, resolved on first use and kept: the searches for what
/// production, the app alone and tests use walk mostly the same members.
private final class NamedMembers {
    private let index: MemberIndex
    private let files: [FileFacts]
    private var resolved: [MemberLocation: [MemberLocation]] = [:]

    init(index: MemberIndex, files: [FileFacts]) {
        self.index = index
        self.files = files
    }

    func named(by location: MemberLocation) -> [MemberLocation] {
        if let known = resolved[location] { return known }
        let found = index.named(by: location, in: files)
        resolved[location] = found
        return found
    }
}

/// The project's members by name, and the references each member's body and each preview make,
/// resolved to members.
private struct MemberIndex {
    /// Whose member an implicit member is, where the code declares it.
    private let types: ImplicitMemberTypes
    private var byName: [String: [MemberLocation]] = [:]
    /// By `Owner.name` with the owner's last component (`.name` for globals), in `byName`'s order:
    /// filtering every `shared` or `body` of the project by owner for each reference was most of the model.
    private var byOwnerAndName: [String: [MemberLocation]] = [:]
    private(set) var all: [MemberLocation] = []

    init(_ files: [FileFacts], types: ImplicitMemberTypes) {
        self.types = types
        for (fileIndex, file) in files.enumerated() {
            for (memberIndex, member) in file.members.enumerated() {
                let location = MemberLocation(file: fileIndex, member: memberIndex)
                byName[member.name, default: []].append(location)
                byOwnerAndName[Self.key(owner: member.owner.isEmpty ? "" : member.ownerName, name: member.name), default: []].append(location)
                all.append(location)
            }
        }
    }

    private static func key(owner: Substring, name: some StringProtocol) -> String {
        "\(owner).\(name)"
    }

    /// The members a member's body names (not those of members nested in it: they are named by it
    /// only if it names them).
    func named(by location: MemberLocation, in files: [FileFacts]) -> [MemberLocation] {
        let member = files[location.file].members[location.member]
        return named(in: member.range, owner: member.owner, of: location.file, in: files).filter { $0 != location }
    }

    /// The members the references inside `range` of a file name. `owner` is the type the code is in,
    /// for bare names and `Self.`.
    func named(in range: SourceRange, owner: String, of fileIndex: Int, in files: [FileFacts]) -> [MemberLocation] {
        var result: [MemberLocation] = []
        for reference in files[fileIndex].references(in: range) {
            result += resolve(reference.text, context: reference.context, owner: owner, files: files)
        }
        return result
    }

    /// `Attrs.preview`, `Self.preview`, `.preview`, `preview` → the members they can name.
    private func resolve(_ text: String, context: String?, owner: String, files: [FileFacts]) -> [MemberLocation] {
        guard let dot = text.lastIndex(of: ".") else {
            // A bare name: a member of the type the code is in, or a global.
            let ownerName = Self.lastComponent(owner)
            let globals = byOwnerAndName[Self.key(owner: "", name: text)] ?? []
            // An owner named "" is no type: its members are the globals already taken.
            let members = ownerName.isEmpty ? [] : byOwnerAndName[Self.key(owner: ownerName, name: text)] ?? []
            return members.isEmpty ? globals : globals.isEmpty ? members : (globals + members).sorted()
        }
        let name = text[text.index(after: dot)...]
        let base = text[..<dot]
        // An implicit member names one of the type the context expects: the declared one where
        // the code says it, else any type's member of that name.
        if base.isEmpty {
            if let type = types.owner(of: String(name), context: context) {
                return byOwnerAndName[Self.key(owner: type[...], name: name)] ?? []
            }
            return (byName[String(name)] ?? []).filter { !files[$0.file].members[$0.member].owner.isEmpty }
        }
        let ownerName = base == "Self" ? Self.lastComponent(owner) : Self.lastComponent(String(base))
        return byOwnerAndName[Self.key(owner: ownerName, name: name)] ?? []
    }

    private static func lastComponent(_ name: String) -> Substring {
        name.lastIndex(of: ".").map { name[name.index(after: $0)...] } ?? name[...]
    }
}
