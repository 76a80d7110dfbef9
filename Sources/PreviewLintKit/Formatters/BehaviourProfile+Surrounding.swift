import Foundation

/// Formatting written again inside a sentence: `"Your database is currently \(bytes)"` built with
/// its own byte formatter where the project has `formatBytes(_:)`, or `formatDistance` writing out
/// `formatDistanceWithoutUnits` and then its unit. The text between the words every row shares is
/// compared with formatters' whole outputs; it never pairs two sentences with each other.
extension BehaviourProfile {
    /// The fixed words around the varying text of a profile.
    struct Surrounding: Sendable, Hashable {
        var prefix: String
        var suffix: String

        /// `between "Size: " and " total"`, `after "Size: "`, `before " km"`.
        var described: String {
            switch (prefix.isEmpty, suffix.isEmpty) {
            case (false, false): "between \"\(prefix)\" and \"\(suffix)\""
            case (false, true): "after \"\(prefix)\""
            default: "before \"\(suffix)\""
            }
        }
    }

    /// The profile of the text between the words every row's text begins and ends with, nil where
    /// no row shares any, some known row shows no text, or what is left says nothing of formatting.
    /// Words end where letters and digits do: `"1,000 B"` and `"1,500 B"` share `" B"`, not `"1,"`.
    var core: BehaviourProfile? {
        guard surrounding == nil else { return nil }
        var texts: [String] = []
        for outcome in outcomes where outcome.isKnown {
            guard case .text(let text) = outcome else { return nil }
            texts.append(text)
        }
        guard texts.count >= 3 else { return nil }
        let prefix = Self.sharedStart(texts)
        let rests = texts.map { String($0.dropFirst(prefix.count)) }
        let suffix = String(Self.sharedStart(rests.map { String($0.reversed()) }).reversed())
        guard !(prefix + suffix).trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        var core = self
        core.surrounding = Surrounding(prefix: prefix, suffix: suffix)
        let inner = { (outcome: BehaviourOutcome) -> BehaviourOutcome? in
            guard case .text(let text) = outcome else { return outcome }
            guard text.hasPrefix(prefix), text.hasSuffix(suffix), text.count >= prefix.count + suffix.count else {
                return nil
            }
            return .text(String(text.dropFirst(prefix.count).dropLast(suffix.count)))
        }
        core.outcomes = outcomes.map { inner($0) ?? $0 }
        // At de_DE too where every text has the same words around it.
        core.otherLocale = otherLocale.flatMap { german in
            let cores = german.map(inner)
            return cores.contains(nil) ? nil : cores.compactMap { $0 }
        }
        return core.isDistinctive ? core : nil
    }

    /// What every text begins with, cut back to where a word ends: not inside a run of letters or
    /// digits that goes on in some text.
    private static func sharedStart(_ texts: [String]) -> String {
        guard let first = texts.first else { return "" }
        var shared = texts.dropFirst().reduce(first) { shared, text in
            String(zip(shared, text).prefix { $0 == $1 }.map(\.0))
        }
        let cutsWord = texts.contains { text in
            text.dropFirst(shared.count).first.map(isWordCharacter) ?? false
        }
        if cutsWord, shared.last.map(isWordCharacter) == true {
            while let last = shared.last, isWordCharacter(last) { shared.removeLast() }
        }
        return shared
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }
}
