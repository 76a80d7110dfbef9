import Foundation

/// The fields of the project's types production hands a formatter's parameter
/// (`formatDuration(workout.duration)`, or through a local or another function's parameter): which
/// value it formats. Built from the value-flow edges into those parameters alone (`DemandedEdges`);
/// previews, fixtures and tests pass no value of the app's.
enum ArgumentFields {
    typealias IsPreviewData = DemandedEdges.IsPreviewData

    static func fields(of slots: [Slot], files: [FileFacts], isPreviewData: @escaping IsPreviewData) -> [Slot: Set<String>] {
        guard !slots.isEmpty else { return [:] }
        let (helpers, table) = concurrently({ (PassThrough(files: files), TemplateFill(files: files)) }) {
            TypeTable(files: files)
        }
        let resolver = SlotResolver(table: table, files: files, helpers: helpers).withClosureParameters()
        let edges = DemandedEdges.edges(files: files, resolver: resolver, jobs: ProcessInfo.processInfo.activeProcessorCount,
                                        reported: { _, _ in false }, joined: [:], demanding: slots, isPreviewData: isPreviewData)
        var found: [Slot: Set<String>] = [:]
        for slot in slots {
            let fields = properties(reaching: slot, edges)
            if !fields.isEmpty { found[slot] = fields }
        }
        return found
    }

    /// The properties production values of `slot` come from, back through locals and parameters a
    /// value is passed along by (at most `largestSearch` slots).
    private static func properties(reaching slot: Slot, _ edges: DemandedEdges.Edges) -> Set<String> {
        var fields: Set<String> = [], seen: Set<Slot> = [slot], queue = [slot]
        while let next = queue.popLast(), seen.count <= largestSearch {
            for edge in edges[next] ?? [] where edge.production {
                guard case .slot(let source) = edge.source, seen.insert(source).inserted else { continue }
                switch source.kind {
                case .property where !source.owner.isEmpty && !source.owner.contains("#"): fields.insert("\(source.owner).\(source.name)")
                case .local, .parameter: queue.append(source)
                default: break
                }
            }
        }
        return fields
    }

    static let largestSearch = 64
}

extension FormattingClones {
    /// For `BehaviourTwins`: the one field production hands each place's parameter, by `key`.
    static func passedFields(files: [FileFacts], membership: TargetMembership) -> @Sendable ([Place]) -> [String: String] {
        { places in
            var slots: [String: Slot] = [:]
            for place in places { slots[key(place)] = BehaviourTwins.parameterSlot(place) }
            let fields = ArgumentFields.fields(of: Set(slots.values).sorted(), files: files) { index, scope, _ in
                scope?.inPreview == true || membership.isTestOnly(files[index].path)
            }
            return slots.compactMapValues { slot in fields[slot].flatMap { $0.count == 1 ? $0.first : nil } }
        }
    }
}
