import Testing

/// A widget placeholder's local handed whole to an entry's field carries its literal there, as a
/// parameter does: `"CHP 1"` where production writes `"CHP \(chapter.index)"` (an `Int16`, formatted
/// into text as every number type is) is that template's output typed once; a title is not.
@Suite struct PlaceholderLocalTests {
    static func files(sample: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "Widget/Chapter.swift": """
                import WidgetKit
                struct Chapter {
                    let index: Int16
                    let title: String
                }
                struct ChapterEntry: TimelineEntry {
                    let date: Date
                    let chapterTitle: String
                }
                struct ChapterProvider: TimelineProvider {
                    func placeholder(in context: Context) -> ChapterEntry {
                        let chapterTitle: String
                        switch context.family {
                        case .accessoryCircular: chapterTitle = "\(sample)"
                        default: chapterTitle = "Chapter"
                        }
                        return ChapterEntry(date: Date(), chapterTitle: chapterTitle)
                    }
                    func entry(for chapter: Chapter, in context: Context) -> ChapterEntry {
                        let chapterTitle: String
                        switch context.family {
                        case .accessoryCircular: chapterTitle = "CHP \\(chapter.index)"
                        default: chapterTitle = chapter.title
                        }
                        return ChapterEntry(date: Date(), chapterTitle: chapterTitle)
                    }
                }

                """,
        ]
    }

    @Test func aSampleInTheTemplatesShapeIsReported() throws {
        let lines = try TemporaryRepository.lintLines(Self.files(sample: "CHP 1"))
        #expect(lines.count == 1 && lines[0].hasPrefix(
            "Widget/Chapter.swift:14:49: warning: \"CHP 1\" hard-codes what production formats into "
                + "ChapterEntry.chapterTitle"),
                "\(lines)")
    }

    @Test func aSampleOfTheOtherValuesIsNone() throws {
        #expect(try TemporaryRepository.lintLines(Self.files(sample: "Introduction")).isEmpty)
    }
}
