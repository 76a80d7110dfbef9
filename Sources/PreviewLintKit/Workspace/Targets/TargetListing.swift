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
                    ("files", .array(target.files.map { .string(FilePath.relative($0, to: root)) })),
                ])
            })),
        ])
    }

    public static func text(_ targets: [Target], root: String) -> String {
        var output = ""
        for target in targets {
            let count = target.files.count == 1 ? "1 file" : "\(target.files.count) files"
            output += "\(target.name) (\(target.kind.rawValue), \(target.source)): \(count)\n"
            for file in target.files { output += "  \(FilePath.relative(file, to: root))\n" }
        }
        return output
    }
}
