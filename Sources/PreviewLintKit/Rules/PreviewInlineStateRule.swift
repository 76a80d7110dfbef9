import Foundation

/// `preview_inline_state`: widget or Live Activity state built inline from literal data where
/// that is a maintenance problem: the same state written in two previews, the state type written
/// inline across several previews, or a named fixture of the type that the preview ignores. A
/// single preview describing its one state inline is left alone.
public struct PreviewInlineStateRule: Rule {
    public static let id = "preview_inline_state"
    let configuration: RuleConfiguration
    let extraStateTypes: [NSRegularExpressionBox]
    let minimumPreviews: Int
    let minimumData: Int

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) throws(ConfigurationError) {
        self.configuration = configuration
        extraStateTypes = try NSRegularExpressionBox.compile(configuration.strings("state_types"), rule: configuration.id, option: "state_types", project: project)
        minimumPreviews = configuration.integer("min_previews")
        minimumData = configuration.integer("min_data")
    }

    /// One state construction written in a preview.
    private struct InlineState {
        var file: String
        var preview: Int
        var type: String
        var construction: ConstructionRecord
    }

    public func checkProject(_ project: ProjectIndex) -> [Violation] {
        var states: [InlineState] = []
        for file in project.files.sorted(by: { $0.path < $1.path }) {
            for (index, preview) in file.previews.enumerated() {
                for construction in file.constructions(in: preview.range) where construction.argumentCount > 0 {
                    guard let type = stateType(of: construction, in: preview, project: project) else { continue }
                    states.append(InlineState(file: file.path, preview: index, type: type, construction: construction))
                }
            }
        }
        // A state nested in another state (`Entry(state: .init(…))`) is reported with it.
        states = states.filter { state in
            !states.contains { $0.file == state.file && $0.construction.range != state.construction.range && $0.construction.range.contains(state.construction.range) }
        }
        let previewsByType = Dictionary(grouping: states) { MemberRecord.simpleName($0.type) }.mapValues { Set($0.map { "\($0.file)#\($0.preview)" }).count }
        let byText = Dictionary(grouping: states) { $0.construction.normalizedText }
        let fixtures = namedFixtures(project)

        var violations: [Violation] = []
        for state in states {
            let name = MemberRecord.simpleName(state.type)
            let twin = (byText[state.construction.normalizedText] ?? []).first { $0.file != state.file || $0.preview != state.preview }
            let message: String
            var related: [RelatedLocation] = []
            // State is inline when it writes sample data: a construction of named fixtures, helpers'
            // values and locals (`Entry(date: .now, glucose: .placeholderLow)`) wraps state already
            // named, and two such wrappers of one text may hold different data through their names.
            guard state.construction.dataValueCount > 0 else { continue }
            if let twin {
                message = "\(state.construction.callee)(…) builds the same preview state inline as \(FilePath.relative(twin.file, to: project.root)):\(twin.construction.range.start.line); declare it once as a named fixture (a `static let preview…` on the type) and use it in both previews"
                related = [RelatedLocation(file: twin.file, range: twin.construction.range, message: "the same state")]
            } else if let fixture = fixtures[name] {
                message = "\(state.construction.callee)(…) builds preview state inline although \(fixture) is a named fixture of \(name); use it, or declare this state beside it"
            } else if let count = previewsByType[name], count >= minimumPreviews, state.construction.dataValueCount >= minimumData {
                message = "\(state.construction.callee)(…) builds preview state inline from literals, as \(count) previews of \(name) do; declare each state once as a named fixture (a `static let preview…` on the type, a Mother factory) and use them"
            } else {
                continue
            }
            violations.append(configuration.violation(message, in: state.file, at: state.construction.range, related: related))
        }
        return violations
    }

    /// The state type a construction builds: a `TimelineEntry`, a `ContentState`, a configured
    /// type, or `.init(…)` where the argument it is passed as, or the preview's state list, expects one.
    private func stateType(of construction: ConstructionRecord, in preview: PreviewRecord, project: ProjectIndex) -> String? {
        if construction.callee != ".init" {
            // `Entry<Reading>(…)`: the generic type's own name.
            let callee = construction.callee.firstIndex(of: "<").map { String(construction.callee[..<$0]) } ?? construction.callee
            let type = project.resolvingAliases(callee)
            return isStateType(type, project: project) || isStateType(callee, project: project) ? type : nil
        }
        if let argument = construction.argumentOf, let declared = project.declaredType(ofArgument: argument).map(ProjectIndex.elementType) {
            return isStateType(declared, project: project) ? declared : nil
        }
        // An entry of a `timeline:` or a state of `contentStates:`, written `.init(…)`.
        guard preview.states.contains(where: { $0.range == construction.range }) else { return nil }
        return preview.kind == .liveActivity ? "ContentState" : "TimelineEntry"
    }

    private func isStateType(_ name: String, project: ProjectIndex) -> Bool {
        project.stateTypeNames.contains(name) || extraStateTypes.contains { $0.matchesWhole(name) }
    }

    /// Static members that hold a state (`static let preview: Entry`, `static var running = Self(…)`),
    /// by the state type's simple name: the fixtures a preview could use instead.
    private func namedFixtures(_ project: ProjectIndex) -> [String: String] {
        var result: [String: String] = [:]
        for file in project.files.sorted(by: { $0.path < $1.path }) where !file.isGenerated && !project.membership.isTestOnly(file.path) {
            for member in file.members where !member.owner.isEmpty && member.kind == .property && member.holdsValue {
                guard let type = member.valueType.map(ProjectIndex.elementType), isStateType(type, project: project) else { continue }
                let name = MemberRecord.simpleName(type)
                if result[name] == nil { result[name] = "\(member.ownerName).\(member.name)" }
            }
        }
        return result
    }
}
