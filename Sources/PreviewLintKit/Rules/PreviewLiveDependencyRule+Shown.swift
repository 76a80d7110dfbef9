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

    func shown(in scope: Scope, project: ProjectIndex) -> [Shown] {
        var found: [Shown] = []
        let scopeFile = scope.file, range = scope.range
        let path = scope.through.map { ", which previews reach through \($0)" } ?? ""
        for call in scopeFile.scopeCalls(in: range) {
            let receiverType = MemberRecord.simpleName(call.receiver.split(separator: ".").first.map(String.init) ?? "")
            guard !LiveDependencies.isStandIn(receiverType),
                  let io = project.effects.io(ofCall: call.receiver, method: call.method) else { continue }
            found.append(Shown(message: "\(call.receiver).\(call.method)() does I/O when the preview runs: "
                                   + "\(Self.describe(io))\(path); "
                                   + "give the preview sample data or a preview model instead",
                               file: scopeFile.path, range: call.range))
        }
        for construction in scopeFile.constructions(in: range) {
            let view = MemberRecord.simpleName(construction.callee)
            guard project.viewTypeNames.contains(view), !LiveDependencies.isStandIn(view),
                  !project.isPreviewOnlyView(view) else { continue }
            let passed = Self.labels(of: construction.normalizedText)
            if let io = project.effects.appearIO(of: view, passed: passed) {
                found.append(Shown(message: "\(view) runs its .task/.onAppear when the preview shows it, "
                                   + "and that does I/O: \(Self.describe(io))\(path); "
                                   + "give \(view) a preview model or a mock of what it loads",
                                   file: scopeFile.path, range: construction.range))
                continue
            }
            let initial = (project.effects.initialTypes[view] ?? [:]).sorted(by: { $0.key < $1.key })
            for (property, type) in initial where !passed.contains(property) {
                guard !LiveDependencies.isStandIn(type), let io = project.effects.initializerIO(of: type) else {
                    continue
                }
                found.append(Shown(message: "\(view) builds its own \(type) (`\(property)`) when the preview shows it, "
                                   + "and building one does I/O: \(Self.describe(io))\(path); "
                                   + "let the preview pass \(view) a preview model or a mock",
                                   file: scopeFile.path, range: construction.range))
                break
            }
        }
        return found
    }

    /// `calls viewModel.load() → service.fetch(), which uses URLSession`.
    static func describe(_ io: MemberEffects.IO) -> String {
        io.calls.isEmpty ? "it uses \(io.api)" : "it calls \(io.calls.joined(separator: " → ")), which uses \(io.api)"
    }
}
