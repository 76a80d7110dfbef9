/// How the formatting-twice rules name a member written again (`FormattingClones`).
enum FormattingCloneMessages {
    /// `WidgetViewModel.lastGlucoseChangeFormatted (Kit/WidgetViewModel.swift:57)`.
    static func place(_ place: FormattingClones.Place, in project: ProjectIndex) -> String {
        "\(place.record.qualifiedName) (\(FilePath.relative(place.file, to: project.root)):\(place.record.range.start.line))"
    }
}
