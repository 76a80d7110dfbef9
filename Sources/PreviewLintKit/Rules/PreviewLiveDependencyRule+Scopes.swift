/// Where a preview's code runs (its own body, then each fixture it reaches) and what each place
/// names, builds and calls.
extension PreviewLiveDependencyRule {
    /// A reference or construction a preview makes, where it is and through which fixture.
    struct Use {
        var text: String
        var range: SourceRange
        var file: String
        var through: String?
    }

    /// A method a preview runs on a value it built, where that method does I/O.
    struct IOCall {
        var text: String
        var api: String
        var range: SourceRange
        var file: String
        var through: String?
    }

    /// A piece of code a preview runs: `through` names the fixture it is (nil for the preview's own).
    struct Scope {
        var file: FileFacts
        var range: SourceRange
        var through: String?
        /// Whether what it names counts: a shared instance is reported where the preview names it,
        /// not again inside its declaration.
        var readsUses: Bool

        var key: String { "\(file.path)#\(range.start.offset)-\(range.end.offset)#\(through ?? "")#\(readsUses)" }
    }

    struct ScopeFindings {
        var uses: [Use]
        var constructions: [(ConstructionRecord, String, String?)]
        var ioCalls: [IOCall]
        var shown: [Shown]
    }

    /// The preview's own code, then the fixtures it reaches. A fixture named as sample data
    /// (`static let preview = Store(inMemory: true)`) is the preview instance the project made: what
    /// it builds is what previews should use.
    func scopes(ofPreview index: Int, _ preview: PreviewRecord, in file: FileFacts, project: ProjectIndex) -> [Scope] {
        var scopes = [Scope(file: file, range: Self.scope(of: preview, in: file), through: nil, readsUses: true)]
        for (fixtureFile, member) in project.reachedFixtures(ofPreview: index, inFile: file.path)
            where !FixtureReachability.namesSampleData(member.name) {
            let name = member.owner.isEmpty ? member.name : "\(member.ownerName).\(member.name)"
            scopes.append(Scope(file: fixtureFile, range: member.range, through: name,
                                readsUses: !LiveAPI.sharedInstanceNames.contains(member.name)))
        }
        return scopes
    }

    func findings(in scope: Scope, project: ProjectIndex) -> ScopeFindings {
        ScopeFindings(
            uses: scope.readsUses ? Self.uses(in: scope.range, of: scope.file, through: scope.through) : [],
            constructions: scope.file.constructions(in: scope.range).map { ($0, scope.file.path, scope.through) },
            ioCalls: ioCalls(in: scope, project: project),
            shown: shown(in: scope, project: project)
        )
    }

    private func ioCalls(in scope: Scope, project: ProjectIndex) -> [IOCall] {
        scope.file.instanceCalls(in: scope.range).compactMap { call in
            let type = MemberRecord.simpleName(call.type)
            guard !LiveDependencies.isStandIn(type), let api = project.live.ioMethods[type]?[call.method] else { return nil }
            return IOCall(text: "\(type).\(call.method)", api: api, range: call.range, file: scope.file.path,
                          through: scope.through)
        }
    }

    private static func uses(in range: SourceRange, of file: FileFacts, through: String?) -> [Use] {
        var uses = file.references(in: range).map {
            Use(text: $0.text + ($0.isConstruction ? "(" : ""), range: $0.range, file: file.path, through: through)
        }
        uses += file.constructions(in: range).map {
            Use(text: $0.callee + "(", range: $0.range, file: file.path, through: through)
        }
        return uses.sorted { $0.range.start.offset < $1.range.start.offset }
    }
}
