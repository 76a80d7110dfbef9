/// `previewlint coverage`: what previews cover of the project's widgets, Live Activities and views.
/// The JSON is documented in docs/coverage.md; keep both in step (version 1).
public enum CoverageReport {
    /// Views of one target and how many of them a preview renders.
    struct TargetSummary {
        var name: String
        var views: Int
        var previewed: Int
    }

    public static func json(_ project: ProjectIndex) -> JSON {
        let coverage = project.coverage
        let root = project.root
        let widgets = coverage.widgets.map { item in
            JSON.object([
                ("type", .string(item.widget.type)),
                ("file", .string(FilePath.relative(item.file, to: root))),
                ("line", .integer(item.widget.range.start.line)),
                ("targets", .array(item.targets.map(JSON.string))),
                ("kind", item.widget.kind.map(JSON.string) ?? .null),
                ("configuration", item.widget.configuration.map(JSON.string) ?? .null),
                ("views", .array(item.widget.views.map(JSON.string))),
                ("families", .object([
                    ("source", .string(item.familySource)),
                    ("supported", item.families.map { .array($0.map(family)) } ?? .null),
                    ("previewed", .array(previewedFamilies(item).map(JSON.string))),
                    ("missing", .array(item.missingFamilies.map(JSON.string))),
                ])),
                ("previews", .array(item.previews.map { preview($0, root: root) })),
                ("previews_switched_off", .bool(item.previewsSwitchedOff)),
            ])
        }
        let liveActivities = coverage.liveActivities.map { item in
            JSON.object([
                ("type", .string(item.widget.type)),
                ("file", .string(FilePath.relative(item.file, to: root))),
                ("line", .integer(item.widget.range.start.line)),
                ("targets", .array(item.targets.map(JSON.string))),
                ("attributes", item.widget.attributesType.map(JSON.string) ?? .null),
                ("views", .array(item.widget.views.map(JSON.string))),
                ("presentations", .object([
                    ("declared", .array(item.widget.presentations.map { .string($0.rawValue) })),
                    ("previewed", .array(previewedPresentations(item).map { .string($0.rawValue) })),
                    ("missing", .array(item.missingPresentations.map { .string($0.rawValue) })),
                ])),
                ("expanded_regions", .array(item.widget.expandedRegions.map(JSON.string))),
                ("previews", .array(item.previews.map { preview($0, root: root) })),
                ("previews_switched_off", .bool(item.previewsSwitchedOff)),
            ])
        }
        let views = coverage.views.map { view in
            JSON.object([
                ("type", .string(view.type)),
                ("file", .string(FilePath.relative(view.file, to: root))),
                ("line", .integer(view.line)),
                ("targets", .array(view.targets.map(JSON.string))),
                ("covered", .bool(view.isCovered)),
                ("previews", .array(view.previews.map { preview($0, root: root) })),
                ("through", .array(view.through.map(JSON.string))),
            ])
        }
        let targets = targetSummaries(coverage).map { summary in
            JSON.object([("name", .string(summary.name)), ("views", .integer(summary.views)), ("views_previewed", .integer(summary.previewed))])
        }
        return .object([
            ("version", .integer(1)),
            ("summary", .object([
                ("widgets", .integer(coverage.widgets.count)),
                ("widgets_with_unknown_families", .integer(coverage.widgets.count { $0.families == nil })),
                ("widgets_missing_families", .integer(coverage.widgets.count { !$0.missingFamilies.isEmpty })),
                ("live_activities", .integer(coverage.liveActivities.count)),
                ("live_activities_missing_presentations", .integer(coverage.liveActivities.count { !$0.missingPresentations.isEmpty })),
                ("views", .integer(coverage.views.count)),
                ("views_previewed", .integer(coverage.views.count(where: \.isCovered))),
            ])),
            ("targets", .array(targets)),
            ("widgets", .array(widgets)),
            ("live_activities", .array(liveActivities)),
            ("views", .array(views)),
        ])
    }

    public static func text(_ project: ProjectIndex) -> String {
        let coverage = project.coverage
        let root = project.root
        var text = ""
        for item in coverage.widgets {
            let place = "\(FilePath.relative(item.file, to: root)):\(item.widget.range.start.line)"
            text += "widget \(item.widget.type) (\(place))\n"
            if let families = item.families {
                let previewed = Set(previewedFamilies(item))
                let listed = families.map { option in
                    let mark = previewed.contains(option.family) ? "✓" : "✗"
                    return "\(mark) \(option.family)" + (option.condition.map { " [\($0)]" } ?? "")
                }
                text += "  families (\(item.familySource)): \(listed.joined(separator: ", "))\n"
            } else {
                text += "  families: unknown (\(item.familySource))\n"
            }
            text += "  previews: \(item.previews.count)\(item.previewsSwitchedOff ? " (others commented out in its file)" : "")\n"
        }
        for item in coverage.liveActivities {
            let place = "\(FilePath.relative(item.file, to: root)):\(item.widget.range.start.line)"
            let previewed = Set(previewedPresentations(item))
            text += "live activity \(item.widget.type)\(item.widget.attributesType.map { " for \($0)" } ?? "") (\(place))\n"
            let listed = item.widget.presentations.map { (previewed.contains($0) ? "✓ " : "✗ ") + $0.rawValue }
            text += "  presentations: \(listed.isEmpty ? "none read" : listed.joined(separator: ", "))\n"
            text += "  previews: \(item.previews.count)\(item.previewsSwitchedOff ? " (others commented out in its file)" : "")\n"
        }
        for summary in targetSummaries(coverage) {
            text += "target \(summary.name): \(summary.previewed) of \(summary.views) views previewed (\(percent(summary.previewed, of: summary.views)))\n"
        }
        let previewed = coverage.views.count(where: \.isCovered)
        text += "\(coverage.widgets.count) widgets, \(coverage.liveActivities.count) live activities, \(previewed) of \(coverage.views.count) views previewed\n"
        return text
    }

    static func previewedFamilies(_ item: PreviewCoverage.WidgetCoverage) -> [String] {
        var seen: [String] = []
        for family in item.previews.compactMap(\.family) where !seen.contains(family) { seen.append(family) }
        return seen
    }

    /// Shown by a preview of it, or through its own views previewed on their own.
    static func previewedPresentations(_ item: PreviewCoverage.LiveActivityCoverage) -> [LiveActivityPresentation] {
        item.widget.presentations.filter { !item.missingPresentations.contains($0) }
    }

    /// Views per target (a file in no known target counts under "(no target)"), by name.
    static func targetSummaries(_ coverage: PreviewCoverage) -> [TargetSummary] {
        var summaries: [String: TargetSummary] = [:]
        for view in coverage.views {
            for name in view.targets.isEmpty ? ["(no target)"] : view.targets {
                summaries[name, default: TargetSummary(name: name, views: 0, previewed: 0)].views += 1
                if view.isCovered { summaries[name]!.previewed += 1 }
            }
        }
        return summaries.values.sorted { $0.name < $1.name }
    }

    static func percent(_ part: Int, of whole: Int) -> String {
        whole == 0 ? "–" : "\(part * 100 / whole)%"
    }

    private static func family(_ option: FamilyOption) -> JSON {
        .object([("family", .string(option.family)), ("condition", option.condition.map(JSON.string) ?? .null)])
    }

    private static func preview(_ reference: PreviewCoverage.PreviewReference, root: String) -> JSON {
        .object([
            ("file", .string(FilePath.relative(reference.file, to: root))),
            ("line", .integer(reference.line)),
            ("name", reference.name.map(JSON.string) ?? .null),
            ("family", reference.family.map(JSON.string) ?? .null),
            ("presentation", reference.presentation.map(JSON.string) ?? .null),
            ("states", .array(reference.states.map(JSON.string))),
        ])
    }
}
