/// Formatting code written twice: members that produce display text or configure a formatter
/// whose code is the same token for token (their own local names aside). Test code, generated
/// files, `#if DEBUG` code and files that are copies of each other (the copy rules' to report) are
/// left out. Members copied and changed since (a line added) are `nearCopies`; members that differ
/// only in constants are mostly different things built alike (an "episode/" and a "podcast/" link).
struct FormattingClones: Sendable {
    struct Place: Sendable {
        var file: String
        var record: FormattingBodyRecord
        var targets: Set<String>
        /// The modules the file imports.
        var imports: [String]
        /// Callable from code that is not its own type's: static, global, or extending a type the
        /// project does not declare (`extension Double { var asPercent: String }`), and not private.
        var isReachable: Bool
        /// In an extension of a type the project does not declare (`extension Double`).
        var extendsLibraryType = false
        /// The project types its owner's stored properties hold (`let presenter = TripActivityPresenter()`):
        /// their instance members are callable from here.
        var holds: Set<Substring> = []
    }

    /// The places of each member written again, the one others should call first.
    let groups: [[Place]]
    /// Built when a formatting rule asks: it reads what comparing outputs found (`BehaviourTwins`).
    private let nearCopiesFound = OnceCell<[[Place]]>()
    /// Members that output the same, or one kind of value differently, however they are written.
    let behaviour: BehaviourTwins
    /// Every member that formats, in path order (`formatters --all`).
    let members: [Place]
    /// The files whose formatting is the copy rules' to report.
    let copies: CopiedFiles
    /// The names of members that format, by themselves or through calls (`formattingNames`).
    let formattingNames: Set<String>

    init(files: [FileFacts], membership: TargetMembership, declaredTypes: Set<String>, fields: FieldTypes? = nil, stringTables: [String] = []) {
        var byHash: [String: [Place]] = [:]
        var lowered: [Place] = [], members: [Place] = [], helpers: [LoweredFormatter] = []
        // Two modules' constants of one path and different values are neither (a read is a guess).
        var constants: [String: ProjectConstant?] = [:]
        let formatting = Self.formattingNames(files.filter { !$0.isGenerated && !membership.isTestOnly($0.path) })
        let unshown = Self.unshownOnly(files)
        let held = Self.heldTypes(files, owners: Set(files.lazy.flatMap(\.formattingBodies).map { Self.simpleName($0.owner[...]) }))
        for file in files.sorted(by: { $0.path < $1.path }) where !file.isGenerated && !membership.isTestOnly(file.path) {
            let targets = Set(membership.targets(of: file.path))
            for var helper in file.valueHelpers {
                if let fields { guard case .success(let resolved) = fields.resolved(helper) else { continue }; helper = resolved }
                helper.file = file.path
                helpers.append(helper)
            }
            for constant in file.constants {
                if let known = constants[constant.path], known != constant { constants[constant.path] = .some(nil) } else { constants[constant.path] = constant }
            }
            // Members evaluated whole: the formatting written inside them is theirs (it is kept at
            // walk time only for members whose inputs might not resolve). A member comes before it.
            var resolvedMembers: Set<String> = [], loweredMembers: Set<String> = []
            for var record in file.formattingBodies where !ConditionText.requiresAll(record.conditions, oneOf: ["DEBUG"]) {
                let member = "\(record.owner)#\(record.name)"
                if record.isInline, resolvedMembers.contains(member) { continue }
                if !record.isInline, record.behaviour != nil { loweredMembers.insert(member) }
                // Text that calls nothing that formats is compared by its outputs alone, if at all.
                if !record.formatsThrough.isEmpty, !record.formatsThrough.contains(where: formatting.contains) {
                    guard record.behaviour != nil else { continue }
                    record.bodyHash = ""
                    record.nearCopy = nil
                }
                if let behaviour = record.behaviour, let fields {
                    switch fields.resolved(behaviour) {
                    case .success(let resolved): record.behaviour = resolved
                    case .failure(let failure): record.behaviour = nil; record.loweringProblem = failure.reason
                    }
                }
                record.behaviour?.file = file.path
                if !record.isInline, let behaviour = record.behaviour, BehaviourProfile.isProfilable(behaviour) { resolvedMembers.insert(member) }
                // Kept in case its member did not resolve: only worth listing where it did.
                if record.isInline, record.behaviour == nil, loweredMembers.contains(member) { continue }
                let own = !record.owner.isEmpty && declaredTypes.contains(MemberRecord.simpleName(record.owner))
                let reachable = !record.isInline && !["private", "fileprivate"].contains(record.access)
                    && (record.isStatic || (record.inExtension && !own && !Self.needsInstance(record)))
                let place = Place(file: file.path, record: record, targets: targets, imports: file.imports, isReachable: reachable,
                                  extendsLibraryType: record.inExtension && !own, holds: held[Self.simpleName(record.owner[...])] ?? [])
                if !record.bodyHash.isEmpty { byHash[record.bodyHash, default: []].append(place) }
                // Text only ever logged or spoken is not shown: not compared by what it outputs. (A
                // name a type describes itself by is called everywhere, shown or not: its calls say nothing.)
                if record.behaviour != nil, record.isInline || record.describesItself || !unshown.contains(record.name) { lowered.append(place) }
                members.append(place)
            }
        }
        if let fields {
            // Inline formatting of a value a project function computes, not lowered: the value is the input.
            let called = members.filter { !$0.record.isInline }.compactMap(\.record.behaviour) + helpers
            let reached = Set(called.filter(Self.runsFromItsArguments).map(\.signature))
            let madeInputs = { (place: Place) -> Place in
                guard place.record.isInline, let behaviour = place.record.behaviour else { return place }
                var place = place
                place.record.behaviour = CallReturn.inputs(of: behaviour, returns: fields.returns) { signature in
                    reached.contains(BehaviourLibrary.memberSignature(signature))
                }
                return place
            }
            lowered = lowered.map(madeInputs)
            members = members.map(madeInputs)
        }
        copies = CopiedFiles(files: files, membership: membership)
        formattingNames = formatting
        var groups: [[Place]] = []
        for hash in byHash.keys.sorted() {
            let places = Self.distinct(byHash[hash]!, copies: copies)
            guard places.count >= 2 else { continue }
            groups.append(Self.ordered(places))
        }
        self.groups = groups
        self.members = members
        // Text from string tables is read only when some lowered member reads a key.
        // Only the constants formatting reads: a project declares thousands (every string of its UI).
        let printed = Self.printedPlaces(files, membership: membership, fields: fields)
        let formatters = (lowered + printed).compactMap(\.record.behaviour)
        // Helpers the formatters call read constants too (`asMmolL` reads `GlucoseUnits.exchangeRate`).
        let called = Set((formatters + helpers).flatMap(\.calledSignatures))
        let read = called.sorted().compactMap { (constants[$0] ?? nil)?.lowered }
        let keys = LocalizedText.keys(readBy: formatters + read)
        let texts = LocalizedText.entries(for: keys, paths: stringTables)
        let objects = Self.formatterObjects(members, files: files)
        behaviour = BehaviourTwins(places: lowered + objects, tokenGroups: groups, copies: copies,
                                   objects: FormatterObjects.calls(in: members.map(\.record)) + read + texts + [fields?.enums.rawValueMember].compactMap { $0 },
                                   helpers: helpers, printed: printed)
    }

    /// Groups of members copied from one another and changed since, the one others should call
    /// first; `findings`: what comparing outputs found (`ProjectIndex.formattingFindings`).
    func nearCopies(findings: () -> BehaviourTwins.Findings) -> [[Place]] {
        nearCopiesFound.value { Self.nearCopies(members, copies: copies, compared: findings()) }
    }

    /// Formatter objects as the functions of their input they are (`FormatterObjects.function(of:)`),
    /// compared by their outputs like any formatter. Code reading one outputs what it does by calling
    /// it and stays out of its twins (`BehaviourTwins.withoutCallers`). One set up again elsewhere
    /// with steps enough to tell is a set-up repeated, `RepeatedSetups`' to tell of by those steps.
    /// One a formatter class holds is an ingredient of that class's own text (`string(for:)` adding
    /// hundredths to a duration), not a formatter by itself; one of a fixed machine format
    /// (`"yyyy-MM-dd"` for a query's bound) is data its readers share, not text to show.
    private static func formatterObjects(_ members: [Place], files: [FileFacts]) -> [Place] {
        let formatterClasses = Set(files.flatMap { file in
            file.types.filter { type in type.inherited.contains { $0.hasSuffix("Formatter") } }
                .flatMap { ["\(file.path)#\($0.qualifiedName)", "\(file.path)#\($0.name)"] }
        })
        var setups: [[String]: Int] = [:]
        for setup in files.flatMap(\.formatterSetups) where RepeatedSetups.isSignificant(setup) {
            setups[setup.setupKey, default: 0] += 1
        }
        let repeatedOrData = Set(files.flatMap { file in
            file.formatterSetups.filter { setup in
                setup.isHeld && (setups[setup.setupKey, default: 0] > 1 || RepeatedSetups.isMachineFormat(setup))
            }.map { "\(file.path)#\($0.member)" }
        })
        return members.compactMap { place in
            guard place.record.behaviour == nil, !repeatedOrData.contains("\(place.file)#\(place.record.name)"),
                  !formatterClasses.contains("\(place.file)#\(place.record.owner)"),
                  var function = FormatterObjects.function(of: place.record) else { return nil }
            function.file = place.file
            var place = place
            place.record.behaviour = function
            return place
        }
    }

    static func key(_ place: Place) -> String { "\(place.file)#\(place.record.range.start.offset)" }

    /// The names of members that format: by themselves, or by calling one that does, a few calls
    /// deep (`bgValueStringInUserChosenUnit()` calling `mgDlToMmolAndToString(mgDl:)`). Formatting
    /// written inline is named by its enclosing member, which nothing calls for its text.
    /// A property read (`.asRoundedReadableString`) is one of them only where every property the
    /// project declares by that name formats: which one a read means is unknown otherwise (a
    /// colour's `label` is not a title's).
    static func formattingNames(_ files: [FileFacts]) -> Set<String> {
        let records = files.flatMap { file in
            file.formattingBodies.filter { !$0.isInline }.map { (file: file.path, record: $0) }
        }
        var declared: [UInt64: Int] = [:]
        for name in files.lazy.flatMap(\.propertyNames) { declared[name, default: 0] += 1 }
        var formattingDeclarations: [String: Set<String>] = [:]
        func named(_ formatting: [(file: String, record: FormattingBodyRecord)]) -> Set<String> {
            var names = Set<String>()
            for (file, record) in formatting {
                names.insert(baseName(record.name))
                guard !record.name.contains("(") else { continue }
                formattingDeclarations[record.name, default: []].insert("\(file)#\(record.range.start.offset)")
                if formattingDeclarations[record.name]!.count >= declared[TokenHasher.hash(record.name), default: 0] {
                    names.insert("." + record.name)
                }
            }
            return names
        }
        var names = named(records.filter(\.record.formats))
        var pending = records.filter { !$0.record.formatsThrough.isEmpty }
        for _ in 0..<3 {
            let reached = pending.filter { $0.record.formatsThrough.contains(where: names.contains) }
            guard !reached.isEmpty else { break }
            names.formUnion(named(reached))
            pending.removeAll { $0.record.formatsThrough.contains(where: names.contains) }
        }
        return names
    }

    /// Whether a call gives a function all it reads: not its type's stored properties nor the
    /// current time (`getTimeCounted()` reads both; what it returns is then an input of the code
    /// that calls it).
    static func runsFromItsArguments(_ function: LoweredFormatter) -> Bool {
        let arguments = function.signature.drop { $0 != "(" }.filter { $0 == ":" }.count
        return !function.readsNow && function.parameters.filter { $0.name != "self" }.count <= arguments
    }

    /// `format` of `format(seconds:)`.
    static func baseName(_ name: String) -> String { String(name.prefix { $0 != "(" }) }

    /// One place per declaration, and none whose file is a copy of another's (the copy rules'), nor
    /// two of one type (an overload, `#if` branches of one member), nor the same member of two
    /// library types that only hands the value to Foundation (`isOnePerLibraryType`; two of the
    /// project's own types extended alike are formatting twice).
    /// One member declared again, token for token, for a target apart (`NumberFormatter.glucose`
    /// in the app and in its Live Activity) is two places: nothing else reports it; declared again
    /// differently, it is the shared-declaration rule's. Text built inline is not the member it is
    /// written in: `Monitor.body` of the app and of its watch app are two views that share a name.
    /// `overloadsOnly`: two members of one type in one file are one only when they share a name
    /// (compared by outputs, two differently named members are two formatters).
    static func distinct(_ places: [Place], copies: CopiedFiles, overloadsOnly: Bool = false) -> [Place] {
        var kept: [Place] = []
        for place in places {
            let copy = kept.contains { other in
                (other.record.qualifiedName.split(separator: "(").first == place.record.qualifiedName.split(separator: "(").first
                    && !isDeclaredAgainApart(other, place) && !(other.record.isInline || place.record.isInline))
                    || copies.areCopies(other.file, place.file)
                    || (other.file == place.file && other.record.owner == place.record.owner
                        && (!overloadsOnly || other.record.name.split(separator: "(").first == place.record.name.split(separator: "(").first))
                    || isOnePerLibraryType(other, place)
            }
            if !copy { kept.append(place) }
        }
        return kept
    }

    /// The same member of two library types the project extends that hands the value to Foundation
    /// (`Float.asPercent` and `Double.asPercent` each calling `formatted(.percent)`): one formatting
    /// per type, by design. One that computes its text itself (`String(format: "%02d:%02d:%02d", …)`
    /// in `Int.readingTime` and `Double.readingTime`) is written twice: `Double(self).readingTime`.
    private static func isOnePerLibraryType(_ a: Place, _ b: Place) -> Bool {
        a.extendsLibraryType && b.extendsLibraryType && a.record.name == b.record.name && a.record.owner != b.record.owner
            && ![a, b].contains { $0.record.behaviour?.writesOwnFormatting ?? false }
    }

    /// The same member written token for token in two files of targets apart.
    private static func isDeclaredAgainApart(_ a: Place, _ b: Place) -> Bool {
        a.file != b.file && !a.record.bodyHash.isEmpty && a.record.bodyHash == b.record.bodyHash
            && !a.targets.isEmpty && !b.targets.isEmpty && a.targets.isDisjoint(with: b.targets)
    }

    /// Members (`formatDate(_:)`, by name: any owner) every call of which is written into a log
    /// message or accessibility text, and there is one.
    static func unshownOnly(_ files: [FileFacts]) -> Set<String> {
        var unshown: Set<String> = [], shown: Set<String> = []
        for file in files {
            for call in file.calls {
                let name = CallSignature.memberName(call.signature)
                if call.unshown { unshown.insert(name) } else { shown.insert(name) }
            }
        }
        return unshown.subtracting(shown)
    }

    /// The place others should call first: a reachable one, then a global, then the one compiled
    /// into the most targets (shared code), then path order.
    static func ordered(_ places: [Place]) -> [Place] {
        places.enumerated().sorted { lhs, rhs in
            let a = lhs.element, b = rhs.element
            if a.isReachable != b.isReachable { return a.isReachable }
            if a.record.owner.isEmpty != b.record.owner.isEmpty { return a.record.owner.isEmpty }
            if a.targets.count != b.targets.count { return a.targets.count > b.targets.count }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// An instance member of a library type's extension that formats its parameters and reads
    /// nothing of the value it is called on (`extension View { func roundTemperatureString(temperature:) }`):
    /// only code with such a value at hand (a view) can call it. One that reads its receiver
    /// (`URL.fileSizeString`) is called wherever such a value is.
    static func needsInstance(_ record: FormattingBodyRecord) -> Bool {
        guard let behaviour = record.behaviour, !behaviour.parameters.isEmpty,
              BehaviourType(typeName: record.owner) == nil else { return false }
        return !behaviour.parameters.contains { $0.name == "self" || StoredInputs.property($0) != nil }
    }

    /// Whether code at `place` can call `original`: it is reachable, and every target that
    /// compiles the place compiles it too (or neither is in a known target), or it is public and
    /// the place's file imports its module. Where one is in a known target and the other in none
    /// (a script beside the app, a folder left behind), each is built apart from the other.
    static func canCall(_ original: Place, from place: Place) -> Bool {
        guard original.isReachable || isHeld(original, by: place) || isOwn(original, by: place) else { return false }
        if place.targets.isEmpty != original.targets.isEmpty { return false }
        if place.targets.isEmpty || place.targets.isSubset(of: original.targets) { return true }
        return isImported(original, by: place)
    }

    /// Two shared formatters of one file configured alike are a catalog's two names, not a copy.
    static func isCatalogPair(_ a: Place, _ b: Place) -> Bool {
        a.file == b.file && a.isReachable && b.isReachable
    }

    /// Places of one formatting written twice of which none can call another, and not all in
    /// targets apart: two private or instance members that will drift unless one formatter is
    /// extracted for both (`duplicated_formatting`). Where one can call another, the copy should
    /// call it (`reimplemented_formatter`); where all are apart, the targets share no code.
    static func areOutOfReach(_ places: [Place]) -> Bool {
        var apart = true
        for a in places {
            for b in places where FormattingClones.key(a) != FormattingClones.key(b) {
                if canCall(a, from: b) { return false }
                if !areApart(a, b) { apart = false }
            }
        }
        return !apart
    }

    /// Whether no code of either can use the other: their targets are known and apart, and neither
    /// is public in a module the other imports.
    static func areApart(_ a: Place, _ b: Place) -> Bool {
        !a.targets.isEmpty && !b.targets.isEmpty && a.targets.isDisjoint(with: b.targets) && !isImported(a, by: b) && !isImported(b, by: a)
    }

    /// Whether copies that format nothing and write no text themselves call only formatting one
    /// declaration of which every copy sees (a shared model's `accessibilityText(for:countryName:)`):
    /// the formatting is shared already, and the copies are glue around it. (Thresholds and words
    /// written around a shared conversion are formatting of their own.)
    func sharesItsFormatting(_ places: [Place]) -> Bool {
        guard let first = places.first, !first.record.formats, !first.record.writesText else { return false }
        let called = first.record.formatsThrough.filter(formattingNames.contains).map {
            $0.hasPrefix(".") ? String($0.dropFirst()) : $0
        }
        guard !called.isEmpty else { return false }
        return called.allSatisfy { name in
            members.contains { original in
                !original.record.isInline && !["private", "fileprivate"].contains(original.record.access)
                    && Self.baseName(original.record.name) == name && !places.contains { Self.key($0) == Self.key(original) }
                    && places.allSatisfy { original.targets.isEmpty || $0.targets.isSubset(of: original.targets) || Self.isImported(original, by: $0) }
            }
        }
    }

    static func isImported(_ original: Place, by place: Place) -> Bool {
        ["public", "open", "package"].contains(original.record.access)
            && original.targets.contains { place.imports.contains(ProjectIndex.moduleName(ofTarget: $0)) }
    }
}
