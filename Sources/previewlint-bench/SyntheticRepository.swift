import Foundation

/// Writes a deterministic app-shaped repository: an `App/` and a `WidgetExtension/` target, shared
/// formatters copied into both (diverged), some files duplicated into both targets (half of them
/// diverged), and a `.previewlint.yml` declaring the targets.
struct SyntheticRepository {
    var fileCount: Int
    var seed: UInt64
    /// Average file size aimed at; sizes spread from about a third to about twice this.
    var averageBytes = 6_000

    struct Summary {
        var files: Int
        var bytes: Int
    }

    func write(to root: String) throws -> Summary {
        var random = SplitMix64(seed: seed)
        var files: [(path: String, text: String)] = []
        var templates = SourceTemplates(seed: random.next())

        let foundation = ["Foundation", "SwiftUI"]
        files.append(("App/Shared/Formatters.swift", templates.header(imports: ["Foundation"]) + templates.formatters(variant: 0)))
        files.append(("WidgetExtension/Shared/Formatters.swift", templates.header(imports: ["Foundation"]) + templates.formatters(variant: 1)))

        var index = 0
        while files.count < fileCount {
            index += 1
            let noun = SourceTemplates.nouns[index % SourceTemplates.nouns.count]
            let name = "\(noun)\(index)"
            // Blocks overshoot the size aimed at by about a sixth of the average, hence the lower aim.
            let target = averageBytes / 3 + random.int(0...(averageBytes * 4 / 3)) - averageBytes / 6
            if random.chance(30) {
                var text = templates.header(imports: foundation + ["WidgetKit", "ActivityKit"])
                text += random.chance(50) ? templates.widget(name) : templates.liveActivity(name)
                pad(&text, name: name, to: target, templates: &templates)
                files.append(("WidgetExtension/\(noun)/\(name)Widget.swift", text))
                continue
            }
            var text = templates.header(imports: foundation)
            text += templates.model(name)
            if random.chance(50) { text += templates.mother(name) }
            text += templates.viewModel(name) + templates.client(name) + templates.view(name)
            text += random.chance(60) ? templates.macroPreviews(name) : templates.previewProvider(name)
            pad(&text, name: name, to: target, templates: &templates)
            let path = "App/Features/\(noun)/\(name).swift"
            files.append((path, text))
            if random.chance(4), files.count < fileCount {
                let copy = random.chance(50) ? text : text.replacingOccurrences(of: "\"\(name)s\"", with: "\"All \(name)s\"")
                files.append(("WidgetExtension/Shared/\(name).swift", copy))
            }
        }

        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try Self.configuration.write(toFile: root + "/.previewlint.yml", atomically: true, encoding: .utf8)
        var bytes = 0
        for file in files {
            let url = URL(fileURLWithPath: root + "/" + file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let data = Data(file.text.utf8)
            try data.write(to: url)
            bytes += data.count
        }
        return Summary(files: files.count, bytes: bytes)
    }

    /// Ordinary non-preview code (more models and clients) until the file reaches its size.
    private func pad(_ text: inout String, name: String, to size: Int, templates: inout SourceTemplates) {
        var part = 0
        while text.utf8.count < size {
            part += 1
            let detail = "\(name)Detail\(part)"
            text += part.isMultiple(of: 2) ? templates.client(detail) : templates.model(detail)
        }
    }

    static let configuration = """
    targets:
      App: ["App/**"]
      WidgetExtension: ["WidgetExtension/**"]
    shared_formatters: [timerDisplayFromSeconds, distanceDisplay]
    custom_rules:
      inline_string_format:
        regex: 'String\\(format:'
        match_in: [code]
      shared_session:
        regex: 'URLSession\\.shared'

    """
}
