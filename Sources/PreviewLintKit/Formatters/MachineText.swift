import Foundation

/// Text written for a machine, not a person: an ISO 8601 instant (`2024-03-01T09:05:07Z`), a
/// year-first numeric date or timestamp (`2024-03-01`, `20240301-090507`), bytes as hex digits.
/// A member that fixes its locale to `en_US_POSIX` or writes a `'T'` pattern is data only where it
/// outputs such text: a style switch with one ISO case, or an `"h:mm a"` clock pinned to English,
/// shows a person its other texts.
enum MachineText {
    /// Whether every text the profile shows, in each locale, is machine text (some text shown).
    static func isMachine(_ profile: BehaviourProfile) -> Bool {
        let texts = (profile.outcomes + (profile.otherLocale ?? [])).compactMap { outcome -> String? in
            if case .text(let text) = outcome { return text }
            return nil
        }
        return !texts.isEmpty && texts.allSatisfy(isMachine)
    }

    static func isMachine(_ text: String) -> Bool {
        isInstant(text) || isYearFirstNumeric(text) || isHex(text)
    }

    /// `2024-03-01T09:05:07`, with or without a zone after it.
    private static func isInstant(_ text: String) -> Bool {
        text.range(of: #"\d{4}-?\d{2}-?\d{2}T\d{2}"#, options: .regularExpression) != nil
    }

    /// Digits and separators only, starting with a four-digit year.
    private static func isYearFirstNumeric(_ text: String) -> Bool {
        text.range(of: #"^(1[89]|2\d)\d{2}[-/._ ]?\d{2}[-/._ ]?\d{2}([-_ :.T]?\d{2}){0,4}(\.\d+)?$"#,
                   options: .regularExpression) != nil
    }

    private static func isHex(_ text: String) -> Bool {
        text.count >= 8 && text.allSatisfy(\.isHexDigit) && text.contains(where: \.isLetter)
    }
}
