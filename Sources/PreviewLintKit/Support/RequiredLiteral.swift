import Foundation

/// The longest run of plain text that every match of a regular expression must contain, so a file
/// without it can be skipped without running the expression (ripgrep's literal extraction, in its
/// most careful form). `String\(format:` needs `String(format:`; `URLSession\.shared` needs
/// `URLSession.shared`. Anything the reading is unsure of (alternation, inline flags, quoting,
/// runs inside groups) gives nil: then the expression runs on every file, as before.
public enum RequiredLiteral {
    public static func of(_ pattern: String) -> String? {
        guard !pattern.contains("|"), !pattern.contains("(?"), !pattern.contains("\\Q") else { return nil }
        let scalars = Array(pattern.unicodeScalars)
        var best: [Unicode.Scalar] = []
        var run: [Unicode.Scalar] = []
        var depth = 0
        var index = 0
        func endRun() {
            if depth == 0 && run.count > best.count { best = run }
            run = []
        }
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\\":
                guard index < scalars.count else { return nil }
                let escaped = scalars[index]
                index += 1
                // `\.` `\(` are the character itself; `\d` `\n` `\b` … are classes, anchors or controls.
                // `\x41` `\u{…}` `\p{L}` `\cX` `\1` take arguments that are not text of their own.
                if "xuUpPNc0123456789".unicodeScalars.contains(escaped) { return nil }
                if escaped.isASCII && !escaped.properties.isAlphabetic {
                    run.append(escaped)
                } else {
                    endRun()
                }
            case "[":
                endRun()
                // Skip the class: a `]` right after `[` or `[^` belongs to it; nested sets are not read.
                if index < scalars.count && scalars[index] == "^" { index += 1 }
                if index < scalars.count && scalars[index] == "]" { index += 1 }
                while index < scalars.count && scalars[index] != "]" {
                    if scalars[index] == "[" { return nil }
                    if scalars[index] == "\\" { index += 1 }
                    index += 1
                }
                guard index < scalars.count else { return nil }
                index += 1
            case "(":
                endRun()
                depth += 1
            case ")":
                endRun()
                depth -= 1
                guard depth >= 0 else { return nil }
            case "*", "?", "{":
                // The atom before may be absent: it leaves the run.
                if !run.isEmpty { run.removeLast() }
                endRun()
                if scalar == "{" {
                    while index < scalars.count && scalars[index] != "}" { index += 1 }
                    index += 1
                }
            case "+":
                // At least once: the atom stays, but what follows is no longer adjacent to it.
                endRun()
            case ".", "^", "$", "]", "}":
                endRun()
            default:
                run.append(scalar)
            }
        }
        endRun()
        guard best.count >= 2 else { return nil }
        var text = ""
        text.unicodeScalars.append(contentsOf: best)
        return text
    }

    /// Whether `text` contains `literal`, byte for byte.
    public static func contains(_ literal: String, in text: String) -> Bool {
        var text = text, literal = literal
        return text.withUTF8 { haystack in
            literal.withUTF8 { needle in
                guard let base = haystack.baseAddress, let first = needle.first else { return needle.isEmpty }
                // memchr to each candidate first byte, then memcmp (glibc hides memmem behind _GNU_SOURCE).
                var offset = 0
                while haystack.count - offset >= needle.count,
                      let hit = memchr(base + offset, Int32(first), haystack.count - offset - needle.count + 1) {
                    let position = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                    if memcmp(hit, needle.baseAddress!, needle.count) == 0 { return true }
                    offset = position + 1
                }
                return false
            }
        }
    }
}
