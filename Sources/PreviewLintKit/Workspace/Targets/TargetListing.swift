/// How `previewlint targets` prints targets: paths relative to the repository root.
public enum TargetListing {
    public static func json(_ targets: [Target], root: String) -> JSON {
        .object([
            ("version", .integer(1)),
            ("targets", .array(targets.map { target in
                .object([
                    ("name", .string(target.name)),
                    ("source", .string(target.source)),
                    ("kind", .string(target.kind.rawValue)),
                    ("role", .string(target.role.rawValue)),
                    ("platforms", .array(target.platforms.map { .string($0) })),
                    ("files", .array(target.files.map { .string(FilePath.relative($0, to: root)) })),
                ])
            })),
        ])
    }

    public static func text(_ targets: [Target], root: String) -> String {
        var output = ""
        for target in targets {
            let count = target.files.count == 1 ? "1 file" : "\(target.files.count) files"
            let traits = ([target.role == .unknown ? nil : target.role.rawValue.replacingOccurrences(of: "_", with: " ")] + target.platforms.map(Optional.some)).compactMap { $0 }
            let described = traits.isEmpty ? "" : ", " + traits.joined(separator: ", ")
            output += "\(target.name) (\(target.kind.rawValue)\(described), \(target.source)): \(count)\n"
            for file in target.files { output += "  \(FilePath.relative(file, to: root))\n" }
        }
        return output
    }
}
