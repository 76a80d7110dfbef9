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
                    // `.init(…)` of two types are two fixtures: keyed by the type the argument declares.
                    let key = Self.type(of: construction, project: project) + "|" + construction.normalizedText
                    if byText[key] == nil { order.append(key) }
                    byText[key, default: []].append(Occurrence(file: file.path, preview: index, construction: construction))
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

        // One finding per preview that copies from another: a copied list of seven models is one
        // copy, not seven.
        var copies: [(occurrence: Occurrence, original: Occurrence, count: Int)] = []
        var indexByPair: [String: Int] = [:]
        for text in order {
            guard let occurrences = duplicated[text], let original = occurrences.first else { continue }
            for occurrence in occurrences.dropFirst() where !isInsideAnotherDuplicate(occurrence, rangesByFile) {
                let pair = "\(occurrence.file)#\(occurrence.preview)|\(original.file)#\(original.preview)"
                if let index = indexByPair[pair] {
                    copies[index].count += 1
                } else {
                    indexByPair[pair] = copies.count
                    copies.append((occurrence, original, 1))
                }
            }
        }
        return copies.map { occurrence, original, count -> Violation in
            let location = "\(FilePath.relative(original.file, to: project.root)):\(original.construction.range.start.line)"
            let what = count == 1 ? "\(Self.type(of: occurrence.construction, project: project))(…) with the same literal arguments is"
                : "\(Self.type(of: occurrence.construction, project: project))(…) and \(count - 1) more model\(count == 2 ? "" : "s") with the same literal arguments are"
            return configuration.violation(
                "\(what) also built at \(location); make \(count == 1 ? "it one named fixture" : "them named fixtures") and use \(count == 1 ? "it" : "them") in both previews",
                in: occurrence.file, at: occurrence.construction.range,
                related: [RelatedLocation(file: original.file, range: original.construction.range, message: "first construction")]
            )
        } + copiedPreviews(project)
    }

    /// A `#Preview` that shows exactly what another shows (its name aside): a copy that was meant
    /// to show another state and never did.
    static let minimumPreviewTokens = 12

    private func copiedPreviews(_ project: ProjectIndex) -> [Violation] {
        // The same text means the same preview only where names resolve alike: in one file, or in
        // files the same targets compile that declare no file-private helpers of their own
        // (`private func face(…)` in each complication's file builds a different face), and
        // under the same platform conditions.
        var first: [String: (file: String, preview: PreviewRecord)] = [:]
        var violations: [Violation] = []
        for file in project.files.sorted(by: { $0.path < $1.path }) {
            let scope = file.copy.declarations.contains(where: \.isFilePrivate) ? file.path
                : "targets:" + project.membership.targets(of: file.path).joined(separator: ",")
            for preview in file.previews where preview.kind != .provider && preview.bodyTokenCount >= Self.minimumPreviewTokens
                && !preview.conditions.contains(where: { $0 == "false" || $0 == "0" }) {
                // Under different `#if os(…)` branches the same text names each platform's own
                // declarations (`UnifiedTabView` of macOS and of tvOS): not one preview twice.
                let key = scope + "|" + preview.platformConditions.joined(separator: "&") + "|" + preview.bodyHash
                guard let original = first[key] else {
                    first[key] = (file.path, preview)
                    continue
                }
                let name = original.preview.name.map { " (\"\($0)\")" } ?? ""
                let location = "\(FilePath.relative(original.file, to: project.root)):\(original.preview.range.start.line)"
                violations.append(configuration.violation(
                    "this #Preview shows exactly what the #Preview at \(location)\(name) shows; give it the state its name promises, or delete it",
                    in: file.path, at: preview.range,
                    related: [RelatedLocation(file: original.file, range: original.preview.range, message: "the same preview")]
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
            && !project.stateTypeNames.contains(Self.type(of: construction, project: project))
    }

    /// A type of the project that is not a view: a model a preview builds.
    private func isModel(_ construction: ConstructionRecord, project: ProjectIndex) -> Bool {
        let type = Self.type(of: construction, project: project)
        return project.typesByName[type] != nil && !project.viewTypeNames.contains(type)
    }

    /// The type a construction builds: `.init(…)` read as the type its argument declares.
    static func type(of construction: ConstructionRecord, project: ProjectIndex) -> String {
        guard construction.callee == ".init", let argument = construction.argumentOf,
              let declared = project.declaredType(ofArgument: argument) else { return construction.callee }
        return ProjectIndex.elementType(declared)
    }
}
