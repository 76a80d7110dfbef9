/// `preview_fixture_outside_debug`: preview-only code compiled into release builds in a target
/// whose preview code is otherwise kept inside `#if DEBUG` (or in every target, with `always`).
/// Preview-only code is a PreviewProvider, a Mother object or a Preview…/Mock… stand-in that
/// production code does not name, and a member previews reach (or named `mock…`/`preview…`) that
/// production code does not use.
public struct PreviewFixtureOutsideDebugRule: Rule {
    public static let id = "preview_fixture_outside_debug"
    let configuration: RuleConfiguration
    let flags: Set<String>
    let excludedPaths: [Glob]
    let root: String
    /// The `#if` condition fixes wrap fixtures in: `DEBUG`, or the configured conditions joined.
    let condition: String
    /// Report in every target, not only those whose preview code is mostly guarded.
    let always: Bool
    let conventionShare: Int

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) {
        self.configuration = configuration
        flags = Set(configuration.strings("debug_conditions"))
        excludedPaths = configuration.strings("release_excluded_paths").map(Glob.init)
        root = project.root
        condition = configuration.strings("debug_conditions").joined(separator: " || ")
        always = configuration.bool("always")
        conventionShare = configuration.integer("convention_share")
    }

    /// A piece of preview-only code of a file, guarded or not.
    private struct PreviewCode {
        var name: String
        var kind: String
        var range: SourceRange
        var conditions: [String]
        var indentation: String
    }

    public func check(_ file: FileContext, in project: ProjectIndex) -> [Violation] {
        guard !file.facts.fixtures.isEmpty || !file.facts.members.isEmpty || !file.facts.previews.isEmpty else { return [] }
        let relative = FilePath.relative(file.path, to: root)
        guard !excludedPaths.contains(where: { $0.matches(relative) }), !project.isOutsideShippingTargets(file.path) else { return [] }
        let unguarded = previewCode(of: file.facts, in: project).filter { !ConditionText.requiresAll($0.conditions, oneOf: flags) }
        guard !unguarded.isEmpty else { return [] }
        let convention = always ? nil : strongestConvention(of: file.path, in: project)
        guard always || convention != nil else { return [] }
        let reason = convention.map { ", unlike \($0.guarded) of the \($0.total) previews and fixtures of target \($0.target), which are inside #if \(condition)" } ?? ""
        return unguarded.map { code in
            configuration.violation(
                "\(code.name) (\(code.kind)) is compiled into release builds\(reason); wrap it in #if \(condition)",
                in: file.path, at: code.range, fix: wrap(code, lines: file.source.lines)
            )
        }
    }

    /// Preview-only declarations of a file: fixture types and providers production code does not
    /// name, and fixture members.
    private func previewCode(of facts: FileFacts, in project: ProjectIndex) -> [PreviewCode] {
        var code: [PreviewCode] = []
        // `#Preview` macros: their expansion is compiled like any code.
        for preview in facts.previews where preview.kind != .provider && !preview.conditions.contains(where: { $0 == "false" || $0 == "0" }) {
            code.append(PreviewCode(name: preview.name.map { "#Preview \"\($0)\"" } ?? "#Preview", kind: "a preview", range: preview.range,
                                    conditions: preview.conditions, indentation: String(repeating: " ", count: max(0, preview.range.start.column - 1))))
        }
        for fixture in facts.fixtures where fixture.kind == .mother || fixture.kind == .previewType || fixture.kind == .previewProvider {
            guard fixture.kind == .previewProvider || !project.isUsedByProduction(type: fixture.name) else { continue }
            code.append(PreviewCode(name: fixture.name, kind: fixture.kind.description, range: fixture.range, conditions: fixture.conditions, indentation: fixture.indentation))
        }
        for (member, onlyTests) in project.fixtureMembers(ofFile: facts.path)
        where !code.contains(where: { $0.range.contains(member.range) }) {
            let hinted = facts.fixtures.first { $0.range == member.range }
            code.append(PreviewCode(
                name: member.owner.isEmpty ? member.name : "\(member.owner).\(member.name)",
                kind: hinted?.kind.description ?? (onlyTests ? "a fixture only tests use" : "a fixture previews use"),
                range: member.range, conditions: member.conditions,
                indentation: hinted?.indentation ?? String(repeating: " ", count: max(0, member.range.start.column - 1))
            ))
        }
        return code
    }

    /// The file's target with the largest share of guarded preview code, if that share reaches
    /// `convention_share`: the team keeps preview code out of release builds there. A target with
    /// few previews of its own (one of a package's many small modules) follows its project
    /// description's targets together.
    private func strongestConvention(of path: String, in project: ProjectIndex) -> (target: String, guarded: Int, total: Int)? {
        let shares = project.memos.memo(Self.id, of: [String: (guarded: Int, total: Int)].self).value(for: "shares") { guardShares(in: project) }
        let sources = project.memos.memo(Self.id + ".sources", of: [String: String].self).value(for: "sources") {
            Dictionary(project.targets.map { ($0.name, Self.declaringFile($0)) }, uniquingKeysWith: { first, _ in first })
        }
        return project.membership.targets(of: path).compactMap { target -> (target: String, guarded: Int, total: Int)? in
            guard let own = shares[target] else { return nil }
            if own.total >= Self.ownConventionMinimum { return (target, own.guarded, own.total) }
            guard let source = sources[target], let group = shares["@" + source] else { return (target, own.guarded, own.total) }
            return ("\(target) (with the other targets of \(FilePath.relative(source, to: root)))", group.guarded, group.total)
        }.filter { $0.guarded > 0 && $0.guarded * 100 >= $0.total * conventionShare }.max { $0.guarded * $1.total < $1.guarded * $0.total }
    }

    /// Fewer previews and fixtures than this in a target say nothing about its own habits.
    static let ownConventionMinimum = 5

    /// `Sources/Feature/Package.swift` of a target declared at `Sources/Feature/Package.swift:17`.
    static func declaringFile(_ target: Target) -> String {
        target.source.lastIndex(of: ":").map { String(target.source[..<$0]) } ?? target.source
    }

    /// Per target: how many of its previews and preview-only declarations are guarded.
    private func guardShares(in project: ProjectIndex) -> [String: (guarded: Int, total: Int)] {
        var shares: [String: (guarded: Int, total: Int)] = [:]
        for file in project.files where !project.isOutsideShippingTargets(file.path) {
            let conditions = previewCode(of: file, in: project).map(\.conditions)
            guard !conditions.isEmpty else { continue }
            let guarded = conditions.count { ConditionText.requiresAll($0, oneOf: flags) }
            for target in project.membership.targets(of: file.path) {
                shares[target, default: (0, 0)].guarded += guarded
                shares[target, default: (0, 0)].total += conditions.count
            }
            // And by the project description that declares the targets (`@Package.swift`), once per file.
            let sources = Set(project.targets.filter { target in target.files.contains(file.path) }.map { "@" + Self.declaringFile($0) })
            for source in sources {
                shares[source, default: (0, 0)].guarded += guarded
                shares[source, default: (0, 0)].total += conditions.count
            }
        }
        return shares
    }

    /// `#if DEBUG` on its own line before the declaration, `#endif` after it.
    private func wrap(_ code: PreviewCode, lines: LineTable) -> Fix {
        let lineStart = lines.location(at: lines.offset(ofLine: code.range.start.line))
        let end = code.range.end
        return Fix(description: "Wrap \(code.name) in #if \(condition) … #endif", edits: [
            TextEdit(range: SourceRange(start: lineStart, end: lineStart), replacement: "\(code.indentation)#if \(condition)\n"),
            TextEdit(range: SourceRange(start: end, end: end), replacement: "\n\(code.indentation)#endif"),
        ])
    }
}

extension FixtureRecord.Kind {
    var description: String {
        switch self {
        case .mother: "a Mother object"
        case .mock: "a mock factory"
        case .previewMember: "a preview fixture"
        case .previewType: "a preview/mock type"
        case .previewProvider: "a PreviewProvider"
        }
    }
}
