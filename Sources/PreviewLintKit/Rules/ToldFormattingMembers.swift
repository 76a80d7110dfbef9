/// The members the formatting rules already tell of together: token copies, changed copies and
/// members with the same outputs that `reimplemented_formatter` or `duplicated_formatting`
/// reports. A formatter set up alike in two of them is told there, with that finding's advice;
/// pairs those rules hold but do not report (a catalog's two names, a copy nobody calls) are not
/// told anywhere else, so their set-ups still are.
struct ToldFormattingMembers: Sendable {
    /// Each finding's members, `file#Owner.member`.
    let findings: [Set<String>]
    /// Members told of a twin, and `file#Owner.*#Formatter` for the types holding one: a formatter
    /// such a member makes, or such a type holds of a class the member formats with, is part of
    /// what that finding says (a number formatter's twin says nothing of the type's date formatter).
    let twinned: Set<String>

    init(project: ProjectIndex) {
        let key = { (place: FormattingClones.Place) in "\(place.file)#\(place.record.qualifiedName)" }
        let pairs = ReimplementedFormatterRule.copyPairs(project) + ReimplementedFormatterRule.nearCopyPairs(project)
        let twinPairs = ReimplementedFormatterRule.twinPairs(project).map { twin, index in (twin.places[0], twin.places[index]) }
        let groups = DuplicatedFormattingRule.unsharedCopies(project).map(\.0) + DuplicatedFormattingRule.unsharedNearCopies(project).map(\.0)
        let twinGroups = DuplicatedFormattingRule.unsharedTwins(project).map(\.0.places)
        findings = (pairs + twinPairs).map { [key($0.0), key($0.1)] } + (groups + twinGroups).map { Set($0.map(key)) }
        let twinned = twinPairs.flatMap { [$0.0, $0.1] } + twinGroups.flatMap { $0 }
        self.twinned = Set(twinned.map(key) + twinned.flatMap { place in
            // A formatter object called by its path (`Formatter.integer.string(from:)`) may be of any class.
            let calls = place.record.behaviour?.calledSignatures ?? []
            let byPath = calls.contains { FormatterObjects.path(ofCall: $0) != nil }
            let classes = (place.record.behaviour?.foundationFormatters ?? []).union(byPath ? [Self.anyClass] : [])
            return classes.map { Self.heldKey(file: place.file, owner: place.record.owner, formatter: $0) }
        })
    }

    func tells(_ found: RepeatedSetups.Repeat) -> Bool {
        let pair: Set<String> = [RepeatedSetups.key(found.original), RepeatedSetups.key(found.copy)]
        let copy = found.copy
        return findings.contains(where: pair.isSubset) || twinned.contains(RepeatedSetups.key(copy))
            || (copy.record.isHeld && [copy.record.formatter, Self.anyClass].contains {
                twinned.contains(Self.heldKey(file: copy.file, owner: copy.record.owner, formatter: $0))
            })
    }

    private static let anyClass = "*"

    /// The formatters of a class a type of a file holds, when a member of it formatting with that class is told of.
    static func heldKey(file: String, owner: String, formatter: String) -> String { "\(file)#\(owner).*#\(formatter)" }
}

extension ProjectIndex {
    /// Formatters set up twice, by the copy's file, less those another formatting finding tells of.
    var untoldRepeatedSetups: [String: [RepeatedSetups.Repeat]] {
        memos.built("untold-repeated-setups") {
            let told = ToldFormattingMembers(project: self)
            return repeatedSetups.byFile.compactMapValues { repeats in
                let untold = repeats.filter { !told.tells($0) }
                return untold.isEmpty ? nil : untold
            }
        }
    }
}
