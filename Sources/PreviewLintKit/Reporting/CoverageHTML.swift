/// `previewlint coverage --format html`: one self-contained page (no script, no network) with a
/// coverage bar per target, a table per widget and Live Activity, and the views by target.
public enum CoverageHTML {
    public static func page(_ project: ProjectIndex, title: String) -> String {
        let coverage = project.coverage
        let root = project.root
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Preview coverage — \(escape(title))</title>
        <style>
        body { font: 14px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 2em auto; max-width: 64em; padding: 0 1em; color: #1d1d1f; }
        h1 { font-size: 1.6em; } h2 { margin-top: 2em; border-bottom: 1px solid #ddd; } h3 { margin-bottom: .3em; }
        table { border-collapse: collapse; margin: .5em 0 1.5em; width: 100%; }
        th, td { text-align: left; padding: .3em .6em; border-bottom: 1px solid #eee; vertical-align: top; }
        th { background: #f5f5f7; }
        .yes { color: #1a7f37; font-weight: 600; } .no { color: #cf222e; font-weight: 600; } .muted { color: #6e6e73; }
        .bar { background: #eee; border-radius: 4px; height: .9em; width: 16em; display: inline-block; vertical-align: middle; }
        .fill { background: #2f81f7; border-radius: 4px; height: 100%; }
        code { font: 12px ui-monospace, Menlo, Consolas, monospace; }
        </style>
        </head>
        <body>
        <h1>Preview coverage — \(escape(title))</h1>

        """
        let previewedViews = coverage.views.count(where: \.isCovered)
        html += "<p>\(coverage.widgets.count) widgets (\(coverage.widgets.count { !$0.missingFamilies.isEmpty }) with families no preview shows, "
        html += "\(coverage.widgets.count { $0.families == nil }) with unknown families), \(coverage.liveActivities.count) Live Activities "
        html += "(\(coverage.liveActivities.count { !$0.missingPresentations.isEmpty }) with presentations no preview shows), "
        html += "\(previewedViews) of \(coverage.views.count) views rendered by a preview.</p>\n"

        html += "<h2>Targets</h2>\n<table>\n<tr><th>Target</th><th>Views previewed</th><th></th></tr>\n"
        for summary in CoverageReport.targetSummaries(coverage) {
            let width = summary.views == 0 ? 0 : summary.previewed * 100 / summary.views
            html += "<tr><td>\(escape(summary.name))</td><td><span class=\"bar\"><span class=\"fill\" style=\"display:block;width:\(width)%\"></span></span></td>"
            html += "<td>\(summary.previewed) of \(summary.views) (\(CoverageReport.percent(summary.previewed, of: summary.views)))</td></tr>\n"
        }
        html += "</table>\n"

        html += "<h2>Widgets</h2>\n"
        if coverage.widgets.isEmpty { html += "<p class=\"muted\">No widgets.</p>\n" }
        for item in coverage.widgets {
            html += "<h3><code>\(escape(item.widget.type))</code> <span class=\"muted\">\(escape(FilePath.relative(item.file, to: root))):\(item.widget.range.start.line)</span></h3>\n"
            if item.previewsSwitchedOff { html += "<p class=\"muted\">Its file holds previews commented out: switched off on purpose.</p>\n" }
            guard let families = item.families else {
                html += "<p class=\"muted\">Families unknown (\(escape(item.familySource))); previews: \(item.previews.count).</p>\n"
                continue
            }
            html += "<table>\n<tr><th>Family</th><th>Condition</th><th>Previewed</th><th>Previews</th></tr>\n"
            for option in families {
                let previews = item.previews.filter { $0.family == option.family }
                html += "<tr><td><code>.\(escape(option.family))</code></td><td>\(escape(option.condition ?? ""))</td>"
                html += "<td>\(mark(!previews.isEmpty))</td><td>\(list(previews, root: root))</td></tr>\n"
            }
            html += "</table>\n"
        }

        html += "<h2>Live Activities</h2>\n"
        if coverage.liveActivities.isEmpty { html += "<p class=\"muted\">No Live Activities.</p>\n" }
        for item in coverage.liveActivities {
            let attributes = item.widget.attributesType.map { " for <code>\(escape($0))</code>" } ?? ""
            html += "<h3><code>\(escape(item.widget.type))</code>\(attributes) <span class=\"muted\">\(escape(FilePath.relative(item.file, to: root))):\(item.widget.range.start.line)</span></h3>\n"
            if item.previewsSwitchedOff { html += "<p class=\"muted\">Its file holds previews commented out: switched off on purpose.</p>\n" }
            html += "<table>\n<tr><th>Presentation</th><th>Previewed</th><th>Previews</th></tr>\n"
            for presentation in item.widget.presentations {
                let previews = item.previews.filter { $0.presentation == presentation.rawValue }
                let shown = !item.missingPresentations.contains(presentation)
                let how = previews.isEmpty && shown ? "<span class=\"muted\">its views, previewed on their own</span>" : list(previews, root: root)
                html += "<tr><td>\(escape(presentation.title))</td><td>\(mark(shown))</td><td>\(how)</td></tr>\n"
            }
            html += "</table>\n"
        }

        html += "<h2>Views</h2>\n"
        var byTarget: [String: [PreviewCoverage.ViewCoverage]] = [:]
        for view in coverage.views { for name in view.targets.isEmpty ? ["(no target)"] : view.targets { byTarget[name, default: []].append(view) } }
        for name in byTarget.keys.sorted() {
            let views = byTarget[name]!
            html += "<details><summary>\(escape(name)): \(views.count(where: \.isCovered)) of \(views.count) previewed</summary>\n<table>\n"
            html += "<tr><th>View</th><th>File</th><th>Previewed</th></tr>\n"
            for view in views {
                let how = view.previews.isEmpty ? (view.through.isEmpty ? "" : " through " + view.through.map { "<code>\(escape($0))</code>" }.joined(separator: ", ")) : ""
                html += "<tr><td><code>\(escape(view.type))</code></td><td>\(escape(FilePath.relative(view.file, to: root))):\(view.line)</td>"
                html += "<td>\(mark(view.isCovered))\(how)</td></tr>\n"
            }
            html += "</table>\n</details>\n"
        }
        html += "</body>\n</html>\n"
        return html
    }

    private static func mark(_ yes: Bool) -> String {
        yes ? "<span class=\"yes\">yes</span>" : "<span class=\"no\">no</span>"
    }

    private static func list(_ previews: [PreviewCoverage.PreviewReference], root: String) -> String {
        previews.map { preview in
            let name = preview.name.map { "“\(escape($0))” " } ?? ""
            return "\(name)<span class=\"muted\">\(escape(FilePath.relative(preview.file, to: root))):\(preview.line)</span>"
        }.joined(separator: "<br>")
    }

    private static func escape(_ text: String) -> String { XMLText.escape(text) }
}
