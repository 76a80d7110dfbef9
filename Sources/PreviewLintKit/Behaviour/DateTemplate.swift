/// `setLocalizedDateFormatFromTemplate(_:)` at en_US: the template is a skeleton (which fields, how
/// wide), and the pattern is the locale's best match for it (CLDR's en `availableFormats`, as
/// ICU's pattern generator picks it) with each field widened or narrowed to the width the
/// template asks for (`"EEEE, MMM d, yyyy"` → `"EEEE, MMM d, yyyy"`, `"MMMM"` → `"LLLL"`,
/// `"jm"` → `"h:mm a"`). A skeleton the table has no entry for is unknown: the generator's
/// combining of a date part and a time part is not modelled. De's table gives the same template's
/// pattern at de_DE (`"MMMd"` → `"d. MMM"`, `"jm"` → `"HH:mm"`).
enum DateTemplate {
    /// The pattern for `template` at `locale`, or nil when it is not modelled.
    static func pattern(_ template: String, in locale: DisplayLocale = .english) -> String? {
        guard let requested = fields(of: template, in: locale) else { return nil }
        let key = skeletonKey(requested)
        guard let entry = availableFormats[key] else { return nil }
        let best = locale == .german ? entry.german : entry.english
        return adjusted(best, to: requested, keepingStandAloneWeekday: locale == .german)
    }

    /// A field of a skeleton: its canonical letter and width.
    private struct Field {
        var letter: Character
        var width: Int
        /// `M` of width 1–2 is a number, 3 and more a name: the two are different entries.
        var isText: Bool { width >= 3 }
    }

    /// The template's fields by canonical letter (`L` → `M`, `c` → `E`, `j` → `h` at en_US's
    /// 12-hour clock and `H` at de_DE's 24-hour one, `a` dropped beside `h` as the entry brings
    /// it); nil for a letter not modelled or a field written twice.
    private static func fields(of template: String, in locale: DisplayLocale) -> [Character: Field]? {
        var found: [Character: Field] = [:]
        var characters = Array(template)[...]
        while let character = characters.popFirst() {
            guard character.isASCII, character.isLetter else {
                // Literal text in a template is ignored by the generator; quoted text too.
                if character == "'" { while let quoted = characters.popFirst(), quoted != "'" {} }
                continue
            }
            var width = 1
            while characters.first == character { characters.removeFirst(); width += 1 }
            let canonical: Character = switch character {
            case "L": "M"
            case "c": "E"
            case "j": locale == .german ? "H" : "h"
            default: character
            }
            guard "yMdEhHmsaG".contains(canonical), found[canonical] == nil else { return nil }
            found[canonical] = Field(letter: canonical, width: width)
        }
        if found["h"] != nil { found["a"] = nil }
        guard !found.isEmpty, found["a"] == nil, !(found["h"] != nil && found["H"] != nil) else { return nil }
        return found
    }

    /// The fields in CLDR's skeleton order, `M` spelled `MMM` when it asks for a name.
    private static func skeletonKey(_ fields: [Character: Field]) -> String {
        "GyMEdhHms".compactMap { letter -> String? in
            guard let field = fields[letter] else { return nil }
            return letter == "M" && field.isText ? "MMM" : String(letter)
        }.joined()
    }

    /// `best` with each of its fields at the requested width (hours, minutes and seconds keep the
    /// entry's, as ICU does by default); a month alone is the stand-alone form.
    private static func adjusted(_ best: String, to requested: [Character: Field],
                                 keepingStandAloneWeekday: Bool) -> String {
        var output = ""
        var characters = Array(best)[...]
        while let character = characters.popFirst() {
            if character == "'" {
                output.append(character)
                while let quoted = characters.popFirst() {
                    output.append(quoted)
                    if quoted == "'" { break }
                }
                continue
            }
            guard character.isASCII, character.isLetter else { output.append(character); continue }
            var width = 1
            while characters.first == character { characters.removeFirst(); width += 1 }
            // The stand-alone weekday is spelled as the format one at en_US, not at de_DE ("So" against "So.").
            let letter: Character = character == "c" && !keepingStandAloneWeekday ? "E" : character
            let canonical: Character = letter == "L" ? "M" : letter == "c" ? "E" : letter
            if let field = requested[canonical], !"hHms".contains(canonical),
               field.isText == (width >= 3) || canonical != "M" {
                // A weekday is a name at any width asked (`E` is `EEE`; a stand-alone `c` would be a number).
                width = canonical == "E" ? max(3, field.width) : field.width
            }
            output += String(repeating: letter, count: width)
        }
        return output
    }

    /// CLDR's en and de (gregorian) `availableFormats` for the fields modelled here, by skeleton.
    private static let availableFormats: [String: (english: String, german: String)] = [
        "d": ("d", "d"),
        "E": ("ccc", "ccc"),
        "Ed": ("d E", "E, d."),
        "Ehm": ("E h:mm a", "E h:mm a"),
        "EHm": ("E HH:mm", "E, HH:mm"),
        "Ehms": ("E h:mm:ss a", "E, h:mm:ss a"),
        "EHms": ("E HH:mm:ss", "E, HH:mm:ss"),
        "Gy": ("y G", "y G"),
        "GyMd": ("M/d/y G", "d.M.y G"),
        "GyMMM": ("MMM y G", "MMM y G"),
        "GyMMMd": ("MMM d, y G", "d. MMM y G"),
        "GyMMMEd": ("E, MMM d, y G", "E, d. MMM y G"),
        "h": ("h a", "h a"),
        "H": ("HH", "HH 'Uhr'"),
        "hm": ("h:mm a", "h:mm a"),
        "Hm": ("HH:mm", "HH:mm"),
        "hms": ("h:mm:ss a", "h:mm:ss a"),
        "Hms": ("HH:mm:ss", "HH:mm:ss"),
        "M": ("L", "L"),
        "Md": ("M/d", "d.M."),
        "MEd": ("E, M/d", "E, d.M."),
        "MMM": ("LLL", "LLL"),
        "MMMd": ("MMM d", "d. MMM"),
        "MMMEd": ("E, MMM d", "E, d. MMM"),
        "ms": ("mm:ss", "mm:ss"),
        "y": ("y", "y"),
        "yM": ("M/y", "M.y"),
        "yMd": ("M/d/y", "d.M.y"),
        "yMEd": ("E, M/d/y", "E, d.M.y"),
        "yMMM": ("MMM y", "MMM y"),
        "yMMMd": ("MMM d, y", "d. MMM y"),
        "yMMMEd": ("E, MMM d, y", "E, d. MMM y"),
    ]

}
