import Foundation

/// `preview_duplicated_fixture`: the same model built from the same literals in several previews;
/// one named fixture should serve them. Only the outermost duplicated construction is reported,
/// only the project's own model types count, and widget or Live Activity state is left to
/// `preview_inline_state`, which reports it once.
public struct PreviewDuplicatedFixtureRule: Rule {
    public static let id = "preview_duplicated_fixture"
    let configuration: RuleConfiguration
    let minimumArguments: Int

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) {
        self.configuration = configuration
        minimumArguments = configuration.integer("min_arguments")
    }

    private struct Occurrence {
        var file: String
        var preview: Int
        var construction: ConstructionRecord
    }

    public func checkProject(_ project: ProjectIndex) -> [Violation] {
        var byText: [String: [Occurrence]] = [:]
        var order: [String] = []
        var modelsByFile: [String: [ConstructionRecord]] = [:]
        for file in project.files.sorted(by: { $0.path < $1.path }) {
            for (index, preview) in file.previews.enumerated() {
                let constructions = file.constructions(in: preview.range)
                for construction in constructions where isModel(construction, project: project) {
                    modelsByFile[file.path, default: []].append(construction)
                }
                for construction in constructions where isFixtureLike(construction, project: project) {
                    if byText[construction.normalizedText] == nil { order.append(construction.normalizedText) }
                    byText[construction.normalizedText, default: []].append(Occurrence(file: file.path, preview: index, construction: construction))
                }
            }
        }
        // Built in two or more previews; the same call twice inside one preview is one preview's layout.
        var duplicated = byText.filter { Set($0.value.map { "\($0.file)#\($0.preview)" }).count >= 2 }
        // A node of recursive trees that differ (the same leaf folder inside two different mock
        // folder trees) is coincidence, not a copied fixture.
        let fragments = duplicated.filter { _, occurrences in
            occurrences.contains { occurrence in
                (modelsByFile[occurrence.file] ?? []).contains { model in
                    model.callee == occurrence.construction.callee && model.range != occurrence.construction.range
                        && model.range.contains(occurrence.construction.range) && duplicated[model.normalizedText] == nil
                }
            }
        }
        for text in fragments.keys { duplicated[text] = nil }
        var rangesByFile: [String: [SourceRange]] = [:]
        for occurrences in duplicated.values { for occurrence in occurrences { rangesByFile[occurrence.file, default: []].append(occurrence.construction.range) } }

        var violations: [Violation] = []
        for text in order {
            guard let occurrences = duplicated[text], let original = occurrences.first else { continue }
            for occurrence in occurrences.dropFirst() where !isInsideAnotherDuplicate(occurrence, rangesByFile) {
                let location = "\(FilePath.relative(original.file, to: project.root)):\(original.construction.range.start.line)"
                violations.append(configuration.violation(
                    "\(occurrence.construction.callee)(…) with the same literal arguments is also built at \(location); make it one named fixture and use it in both previews",
                    in: occurrence.file, at: occurrence.construction.range,
                    related: [RelatedLocation(file: original.file, range: original.construction.range, message: "first construction")]
                ))
            }
        }
        return violations
    }

    /// A leaf of a copied model tree: the tree is the duplicate to report.
    private func isInsideAnotherDuplicate(_ occurrence: Occurrence, _ rangesByFile: [String: [SourceRange]]) -> Bool {
        let range = occurrence.construction.range
        return (rangesByFile[occurrence.file] ?? []).contains { $0 != range && $0.contains(range) }
    }

    /// `.init(id: "", userId: "", parentId: "")`: every argument empty, zero or absent; a placeholder.
    static func carriesNoData(_ normalizedText: String) -> Bool {
        guard let open = normalizedText.firstIndex(of: "("), normalizedText.hasSuffix(")") else { return false }
        let inside = normalizedText[normalizedText.index(after: open)..<normalizedText.index(before: normalizedText.endIndex)]
        return inside.split(separator: ",").allSatisfy { argument in
            // The text is spelled token by token with spaces between: `id : " " , name : " "`.
            let value = (argument.split(separator: ":", maxSplits: 1).last ?? "").filter { $0 != " " }
            return emptyValues.contains(value)
        }
    }

    private static let emptyValues: Set<String> = ["\"\"", "0", "0.0", "nil", "[]", "[:]", "false", "UUID()", "Date()", ".now"]

    /// A model of the project built from data: not a view being laid out (`DebugRow(label:value:)`),
    /// not a framework's type (`Label`, `Array`), not a function, and not arguments without data
    /// (`.init(id: "", name: "")`). Widget and Live Activity state is `preview_inline_state`'s.
    private func isFixtureLike(_ construction: ConstructionRecord, project: ProjectIndex) -> Bool {
        construction.argumentCount >= minimumArguments && construction.allArgumentsLiteral && !construction.hasTrailingClosure
            && construction.literalArgumentCount > 0 && !Self.carriesNoData(construction.normalizedText)
            && isModel(construction, project: project)
            && !project.stateTypeNames.contains(construction.callee)
    }

    /// A type of the project that is not a view: a model a preview builds.
    private func isModel(_ construction: ConstructionRecord, project: ProjectIndex) -> Bool {
        project.typesByName[construction.callee] != nil && !project.viewTypeNames.contains(construction.callee)
    }
}
