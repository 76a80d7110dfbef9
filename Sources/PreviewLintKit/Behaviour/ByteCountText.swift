import Foundation

/// What `ByteCountFormatter` writes in English for the settings the model follows: `countStyle`
/// (1,000 bytes to the kilobyte for `.file` and `.decimal`, 1,024 for `.memory` and `.binary`),
/// `allowsNonnumericFormatting` ("Zero KB") and `allowedUnits`, with the adaptive digits (none for
/// bytes and kilobytes, up to one for megabytes, two above) written by `NumberFormatter`
/// (`NumberStyle`), as Foundation's own implementation does. Nil for any other setting, or a
/// number the model does not write: the text then stays opaque (`OpaqueText`).
enum ByteCountText {
    private static let units = ["bytes", "KB", "MB", "GB", "TB", "PB", "EB"]
    private static let unitFlags = [".useBytes", ".useKB", ".useMB", ".useGB", ".useTB", ".usePB", ".useEB"]

    /// `settings`: those that differ from the defaults, as `ConfiguredFormat` keeps them
    /// (`countStyle: .binary`).
    static func format(_ count: Int64, settings: [String]) -> String? {
        var base = 1000.0, nonnumeric = true, allowed: [Int]?
        for setting in settings {
            let parts = setting.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { return nil }
            switch (parts[0], parts[1]) {
            case ("countStyle", ".file"), ("countStyle", ".decimal"): base = 1000
            case ("countStyle", ".binary"), ("countStyle", ".memory"): base = 1024
            case ("allowsNonnumericFormatting", "false"): nonnumeric = false
            case ("allowsNonnumericFormatting", "true"): nonnumeric = true
            case ("allowedUnits", let value):
                guard let chosen = unitIndices(value) else { return nil }
                allowed = chosen
            default: return nil
            }
        }
        let bytes = Double(count)
        if bytes == 0, nonnumeric { return allowed == [0] ? "Zero bytes" : "Zero KB" }
        guard let allowed else {
            if abs(bytes) == 1 { return "\(count) byte" }
            let unit = (0..<units.count).last { abs(bytes) >= pow(base, Double($0)) } ?? 0
            return text(bytes, unit: unit, base: base)
        }
        // The largest allowed unit the count reaches, else the smallest allowed.
        let unit = allowed.last { bytes >= pow(base, Double($0)) } ?? allowed[0]
        if unit == 0, bytes == 1 { return "1 byte" }
        return text(bytes, unit: unit, base: base)
    }

    /// The number as `NumberFormatter` writes it at en_US (nil where the model does not follow it).
    private static func text(_ bytes: Double, unit: Int, base: Double) -> String? {
        var style = NumberStyle(kind: .decimal)
        style.maximumFractionDigits = unit <= 1 ? 0 : unit == 2 ? 1 : 2
        guard let number = try? style.format(.double(bytes / pow(base, Double(unit)))) else { return nil }
        return "\(number) \(units[unit])"
    }

    /// `.useDefault`, `.useAll` (nil: every unit), one unit or a list of them; nil for anything else.
    private static func unitIndices(_ written: String) -> [Int]?? {
        if written == ".useDefault" || written == ".useAll" || written == "[]" { return .some(nil) }
        let names = written.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let indices = names.compactMap { unitFlags.firstIndex(of: $0) }
        guard !indices.isEmpty, indices.count == names.count else { return nil }
        return .some(indices.sorted())
    }
}
