/// What a preview runs by showing the app's views, and the calls it makes on the app's types:
/// a view whose `.task` or `.onAppear` reaches I/O through what the view holds by itself, a view
/// that builds a live object as it is built (`@StateObject var model = MainViewModel()` whose
/// initializer starts loading), and a preview that calls a shared instance's I/O method
/// (`AppManager.shared.fetchSources()`).
extension PreviewLiveDependencyRule {
    struct Shown {
        var message: String
        var file: String
        var range: SourceRange
    }

    func shown(ofPreview index: Int, _ preview: PreviewRecord, in file: FileFacts, project: ProjectIndex) -> [Shown] {
        var scopes: [(FileFacts, SourceRange, String?)] = [(file, Self.scope(of: preview, in: file), nil)]
        for (fixtureFile, member) in project.reachedFixtures(ofPreview: index, inFile: file.path) where !FixtureReachability.namesSampleData(member.name) {
            scopes.append((fixtureFile, member.range, member.owner.isEmpty ? member.name : "\(member.ownerName).\(member.name)"))
        }
        var found: [Shown] = []
        for (scopeFile, range, through) in scopes {
            let path = through.map { ", which previews reach through \($0)" } ?? ""
            for call in scopeFile.scopeCalls(in: range) {
                guard !LiveDependencies.isStandIn(MemberRecord.simpleName(call.receiver.split(separator: ".").first.map(String.init) ?? "")),
                      let io = project.effects.io(ofCall: call.receiver, method: call.method) else { continue }
                found.append(Shown(message: "\(call.receiver).\(call.method)() does I/O when the preview runs: \(Self.describe(io))\(path); give the preview sample data or a preview model instead",
                                   file: scopeFile.path, range: call.range))
            }
            for construction in scopeFile.constructions(in: range) {
                let view = MemberRecord.simpleName(construction.callee)
                guard project.viewTypeNames.contains(view), !LiveDependencies.isStandIn(view), !project.isPreviewOnlyView(view) else { continue }
                let passed = Self.labels(of: construction.normalizedText)
                if let io = project.effects.appearIO(of: view, passed: passed) {
                    found.append(Shown(message: "\(view) runs its .task/.onAppear when the preview shows it, and that does I/O: \(Self.describe(io))\(path); give \(view) a preview model or a mock of what it loads",
                                       file: scopeFile.path, range: construction.range))
                    continue
                }
                for (property, type) in (project.effects.initialTypes[view] ?? [:]).sorted(by: { $0.key < $1.key }) where !passed.contains(property) {
                    guard !LiveDependencies.isStandIn(type), let io = project.effects.initializerIO(of: type) else { continue }
                    found.append(Shown(message: "\(view) builds its own \(type) (`\(property)`) when the preview shows it, and building one does I/O: \(Self.describe(io))\(path); let the preview pass \(view) a preview model or a mock",
                                       file: scopeFile.path, range: construction.range))
                    break
                }
            }
        }
        return found
    }

    /// `calls viewModel.load() → service.fetch(), which uses URLSession`.
    static func describe(_ io: MemberEffects.IO) -> String {
        io.calls.isEmpty ? "it uses \(io.api)" : "it calls \(io.calls.joined(separator: " → ")), which uses \(io.api)"
    }
}
