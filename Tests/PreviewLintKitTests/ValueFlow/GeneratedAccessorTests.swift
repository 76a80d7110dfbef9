import Testing

/// A string-table accessor the build generates (`L10n.activatesOn(_:)`, not in the repository)
/// fills its template with its arguments: given formatted text, the field holds formatted text.
/// The models sit in an array literal (`viewModels: [.init(…)]`), typed by the array's element.
/// Given only literals, the accessor's text is unknown: silent.
@Suite struct GeneratedAccessorTests {
    static func files(argument: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/PriceRows.swift": """
                import Foundation
                struct PriceModel {
                    let title: String
                    let subTitle: String?
                    init(title: String, subTitle: String? = nil) {
                        self.title = title
                        self.subTitle = subTitle
                    }
                }
                struct PriceRows: View {
                    let viewModels: [PriceModel]
                    var body: some View { Text(viewModels.first?.subTitle ?? "") }
                }
                extension Date {
                    var displayDate: String { formatted(date: .abbreviated, time: .omitted) }
                }
                struct Confirm: View {
                    let activation: Date
                    var body: some View {
                        PriceRows(viewModels: [.init(title: "New", subTitle: L10n.activatesOn(\(argument)))])
                    }
                }
                #Preview {
                    PriceRows(viewModels: [.init(title: "New", subTitle: "Changes activates on 16 nov 2025")])
                }

                """,
        ]
    }

    @Test func anAccessorFilledWithFormattedTextFormats() throws {
        #expect(try TemporaryRepository(Self.files(argument: "activation.displayDate")).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init) == [
            "App/PriceRows.swift:24:58: warning: \"Changes activates on 16 nov 2025\" hard-codes what production formats into PriceModel.init(title:subTitle:) subTitle: (PriceModel.init(title:subTitle:) subTitle: ← Date.displayDate at App/PriceRows.swift:20; Date.displayDate ← .formatted(…) at App/PriceRows.swift:15); build the preview from a state value passed through that formatting instead (preview_hardcoded_format)",
        ])
    }

    @Test func anAccessorGivenLiteralsIsUnknown() throws {
        #expect(try TemporaryRepository(Self.files(argument: "\"soon\"")).run("lint", "--quiet").stdout.isEmpty)
    }
}
