/// Static values named as sample data (`OnboardingSampleData.sunset`, `Snapshot.figmaPreview`,
/// `static func sample()`): what they hold is a sample even where production shows it (an
/// onboarding tour, a locked teaser), so text such a value writes into a field production
/// formats is the formatter's output typed once, as a preview's is. Only static members: an
/// instance's values are made as the app runs, whatever its type is called (a `LinkPreview`).
enum NamedSamples {
    static let words: Set<String> = [
        "preview", "previews", "sample", "samples", "mock", "mocks", "demo", "fake", "dummy", "stub", "fixture",
        "fixtures",
    ]

    /// The declarations of a file's static members named as sample data, or in a type so named.
    static func ranges(in file: FileFacts) -> [SourceRange] {
        let flow = file.valueFlow
        var ranges = flow.properties.filter { $0.isStatic && isNamed($0.name, owner: $0.owner) }.map(\.range)
        for scope in flow.scopes where scope.kind == .function && scope.isStatic {
            if isNamed(String(scope.name.prefix { $0 != "(" }), owner: scope.owner) { ranges.append(scope.range) }
        }
        return ranges
    }

    static func isNamed(_ name: String, owner: String) -> Bool {
        TargetMembership.words(of: name).contains(where: words.contains)
            || TargetMembership.words(of: MemberRecord.simpleName(owner)).contains(where: words.contains)
    }
}
