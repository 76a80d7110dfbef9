/// Static values named as sample data (`OnboardingSampleData.sunset`, `Snapshot.figmaPreview`,
/// `static func sample()`): what they hold is a sample even where production shows it (an
/// onboarding tour, a locked teaser), so text such a value writes into a field production
/// formats is the formatter's output typed once, as a preview's is. Only static members: an
/// instance's values are made as the app runs, whatever its type is called (a `LinkPreview`).
enum NamedSamples {
    /// The words, as lowercase ASCII bytes.
    static let words: Set<[UInt8]> = Set([
        "preview", "previews", "sample", "samples", "mock", "mocks", "demo", "fake", "dummy", "stub", "fixture",
        "fixtures",
    ].map { Array($0.utf8) })

    /// The declarations of a file's static members named as sample data, or in a type so named.
    static func ranges(in file: FileFacts) -> [SourceRange] {
        let flow = file.valueFlow
        // Every file asks, and most of its members share a few owners: each name is split once.
        var owners: [String: Bool] = [:]
        func isNamed(_ name: Substring, owner: String) -> Bool {
            if hasWord(name) { return true }
            if let known = owners[owner] { return known }
            let named = hasWord(Substring(MemberRecord.simpleName(owner)))
            owners[owner] = named
            return named
        }
        var ranges = flow.properties.filter { $0.isStatic && isNamed($0.name[...], owner: $0.owner) }.map(\.range)
        for scope in flow.scopes where scope.kind == .function && scope.isStatic {
            if isNamed(scope.name.prefix { $0 != "(" }, owner: scope.owner) { ranges.append(scope.range) }
        }
        return ranges
    }

    /// Whether one of the name's words (`onboardingSampleData` → onboarding, sample, data) is one
    /// of `words`: split as `TargetMembership.words` splits, without making a string per word.
    static func hasWord(_ name: Substring) -> Bool {
        var word: [UInt8] = []
        var previousWasLower = false
        for byte in name.utf8 {
            let isUpper = byte >= 0x41 && byte <= 0x5A, isLower = byte >= 0x61 && byte <= 0x7A
            // Bytes of other letters (`é`) are part of a word, as `Character.isLetter` keeps them.
            let isDigit = byte >= 0x30 && byte <= 0x39, isOther = byte >= 0x80
            guard isUpper || isLower || isDigit || isOther else {
                if words.contains(word) { return true }
                word.removeAll(keepingCapacity: true)
                previousWasLower = false
                continue
            }
            if isUpper, previousWasLower, !word.isEmpty {
                if words.contains(word) { return true }
                word.removeAll(keepingCapacity: true)
            }
            word.append(isUpper ? byte + 0x20 : byte)
            previousWasLower = isLower || isDigit || isOther
        }
        return words.contains(word)
    }
}
