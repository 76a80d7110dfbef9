/// `preview_only_declaration`: a type of the app that only previews use, compiled into release
/// builds. The fix wraps it in `#if DEBUG`.
public struct PreviewOnlyDeclarationRule: Rule {
    public static let id = "preview_only_declaration"
    let configuration: RuleConfiguration

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) {
        self.configuration = configuration
    }

    public func check(_ file: FileContext, in project: ProjectIndex) -> [Violation] {
        project.previewOnlyTypes.declarations(inFile: file.path).map { declaration in
            let type = declaration.type
            let names = declaration.previews.prefix(3).map { preview in
                preview.name.map { "\"\($0)\"" } ?? "\(FilePath.relative(preview.file, to: project.root)):\(preview.line)"
            }
            let more = declaration.previews.count > 3 ? " and \(declaration.previews.count - 3) more" : ""
            let guarded = declaration.isScaffolding ? ", which are inside #if DEBUG" : ""
            return configuration.violation(
                "\(type.kind) \(type.name) is used only by previews (\(names.joined(separator: ", "))\(more)\(guarded)), yet it is compiled into release builds; wrap it in #if DEBUG with them, or delete it if no preview needs it",
                in: file.path, at: type.range,
                related: declaration.previews.map { RelatedLocation(file: $0.file, range: $0.range, message: "a preview that uses \(type.name)") },
                fix: wrap(type, lines: file.source.lines)
            )
        }
    }

    /// `#if DEBUG` on its own line before the declaration, `#endif` after it.
    private func wrap(_ type: TypeDeclarationRecord, lines: LineTable) -> Fix {
        let lineStart = lines.location(at: lines.offset(ofLine: type.range.start.line))
        let end = type.range.end
        return Fix(description: "Wrap \(type.name) in #if DEBUG … #endif", edits: [
            TextEdit(range: SourceRange(start: lineStart, end: lineStart), replacement: "#if DEBUG\n"),
            TextEdit(range: SourceRange(start: end, end: end), replacement: "\n#endif"),
        ])
    }
}
