import Foundation

/// Which slots production fills with formatted text, and how: the edges every write makes (an
/// assignment, an argument passed, a value returned, a property's initial value), propagated to
/// a fixed point from the places production formats. Previews, fixtures, tests and `#if DEBUG`
/// code add no production edges; the literals they write are kept apart, each with its slot.
struct ValueFlowGraph: Sendable {
    /// One write into a slot.
    struct Edge: Sendable {
        var source: ValueSource
        var file: Int
        var place: SourceRange
        var line: Int { place.start.line }
        var production: Bool
        /// The literal's place, for a literal written in preview data.
        var literalRange: SourceRange?
    }

    /// How a slot came to hold formatted text: the formatting that made it, or the slot it took it from.
    struct Formatted: Sendable, Codable {
        var source: ValueSource
        var file: Int
        var place: SourceRange
        var line: Int { place.start.line }
    }

    private(set) var edges: [Slot: [Edge]] = [:]
    private(set) var formatted: [Slot: Formatted] = [:]
    /// Literal text preview data writes, with the slot it goes to, by file; `via`, when the slot it
    /// was written into only carries it on, the parameter the field takes it from (a preview-only
    /// initializer's).
    private(set) var previewLiterals: [Int: [(slot: Slot, text: String, range: SourceRange, via: Slot?)]] = [:]

    init(files: [FileFacts], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
         isPreviewData: @escaping @Sendable (Int, ValueScope?, SourceRange) -> Bool) {
        let table = TypeTable(files: files)
        let bare = SlotResolver(table: table, files: files)
        let resolver = bare.with(closureParameters: ClosureParameters.types(files: files, resolver: bare))
        // Files in runs, each run's edges built on its own and joined in file order: a slot's
        // edges come out in the order one builder over every file would add them.
        let runs = Self.runs(of: files.count, count: jobs * 8)
        let parts = parallelMap(runs.count, jobs: jobs) { [resolver] run -> [Slot: [Edge]] in
            var builder = EdgeBuilder(resolver: resolver)
            for fileIndex in runs[run] { Self.addEdges(of: files[fileIndex], at: fileIndex, to: &builder, isPreviewData: isPreviewData) }
            return builder.edges
        }
        var edges: [Slot: [Edge]] = [:]
        for part in parts + [Conformances.edges(files: files, table: table, isPreviewData: isPreviewData)] {
            for (slot, added) in part { edges[slot, default: []].append(contentsOf: added) }
        }
        self.edges = edges
        // Slots in one order, sorted once: every pass below walks them alike, so output is deterministic.
        let order = edges.keys.sorted()
        formatted = Self.propagate(edges, order: order)
        let carriedInto = Self.carriers(edges, order: order, formatted: formatted)
        for slot in order {
            for edge in edges[slot]! where !edge.production {
                guard case .literal(let text) = edge.source, let range = edge.literalRange else { continue }
                let carried = carriedInto[slot]
                previewLiterals[edge.file, default: []].append((carried?.field ?? slot, text, range, carried?.entry))
            }
        }
    }

    /// The edges one file's writes, locals and property values make.
    private static func addEdges(of file: FileFacts, at fileIndex: Int, to builder: inout EdgeBuilder,
                                 isPreviewData: (Int, ValueScope?, SourceRange) -> Bool) {
        let resolver = builder.resolver
        let flow = file.valueFlow
        for write in flow.writes {
            let scope = flow.scopes[write.scope]
            builder.production = !isPreviewData(fileIndex, scope, write.range)
            builder.beginWrite()
            builder.add(write, in: resolver.makeContext(file: fileIndex, scope: write.scope), scope: scope)
        }
        // `let text = formatter.string(from: date)`: the local holds what its value holds (its
        // calls are visited with the scope's other writes).
        for (scopeIndex, scope) in flow.scopes.enumerated() {
            for local in scope.locals {
                guard let value = local.value else { continue }
                builder.production = !isPreviewData(fileIndex, scope, value.start(0))
                builder.beginWrite()
                let slot = Slot(kind: .local, owner: "\(fileIndex)#\(scopeIndex)", name: local.name)
                // `let amount = amount.trimmed()`: the value reads the name it shadows.
                var context = resolver.makeContext(file: fileIndex, scope: scopeIndex)
                context.hidden = ["\(scopeIndex)#\(local.name)"]
                builder.link(slot, from: value, in: context)
            }
        }
        for property in flow.properties {
            guard let initial = property.initial else { continue }
            builder.production = !isPreviewData(fileIndex, nil, property.range)
            builder.beginWrite()
            let context = SlotResolver.Context(file: fileIndex, scope: -1, owner: property.owner, isStatic: property.isStatic)
            let slot = Slot(kind: .property, owner: property.owner, name: property.name)
            builder.fill(slot, with: initial, 0, type: property.type.flatMap { resolver.resolveType($0, in: property.owner) }, in: context)
        }
    }

    /// `total` indices cut into at most `count` runs of neighbours.
    private static func runs(of total: Int, count: Int) -> [Range<Int>] {
        let size = max(1, (total + max(1, count) - 1) / max(1, count))
        return stride(from: 0, to: total, by: size).map { $0..<min($0 + size, total) }
    }

    /// Parameters production never writes whose value is stored, whole, into a formatted field
    /// (`init(title:details:) { self.details = details }`, an initializer only previews call),
    /// directly or through other such parameters: what preview data writes there is shown as
    /// that field. So are closures only previews write, handed to such a field (a view builder
    /// slot's `timeText: { Text("Sat 13:44") }`). Each with the field and the slot it takes it from.
    private static func carriers(_ edges: [Slot: [Edge]], order: [Slot], formatted: [Slot: Formatted]) -> [Slot: (field: Slot, entry: Slot)] {
        var carriedInto: [Slot: (field: Slot, entry: Slot)] = [:]
        // Outwards from the formatted fields, a parameter at a time: a preview helper's parameter
        // handed whole to such an initializer carries on to the field too
        // (`static func preview(_ text:) { .init(displayText: text) }` under `#if DEBUG`).
        var queue = order.filter { formatted[$0] != nil }, next = 0
        while next < queue.count {
            let slot = queue[next]
            next += 1
            for edge in edges[slot] ?? [] {
                guard case .slot(let source) = edge.source else { continue }
                // A mock's property read through its protocol (`Conformances`) is such a slot too.
                let carries = source.kind == .parameter || source.isClosureResult || (source.kind == .property && !edge.production)
                guard carries, formatted[source] == nil, carriedInto[source] == nil,
                      edges[source]?.contains(where: \.production) != true else { continue }
                carriedInto[source] = carriedInto[slot] ?? (slot, source)
                queue.append(source)
            }
        }
        return carriedInto
    }

    /// Slots production fills with formatted text, from the formatting outwards.
    private static func propagate(_ edges: [Slot: [Edge]], order: [Slot]) -> [Slot: Formatted] {
        var formatted: [Slot: Formatted] = [:]
        var readers: [Slot: [Slot]] = [:]
        var queue: [Slot] = []
        for slot in order {
            for edge in edges[slot]! where edge.production {
                if case .slot(let source) = edge.source { readers[source, default: []].append(slot) }
                if case .formatting = edge.source, formatted[slot] == nil {
                    formatted[slot] = Formatted(source: edge.source, file: edge.file, place: edge.place)
                    queue.append(slot)
                }
            }
        }
        var next = 0
        while next < queue.count {
            let slot = queue[next]
            next += 1
            for reader in readers[slot] ?? [] where formatted[reader] == nil {
                guard let edge = edges[reader]?.first(where: { $0.production && $0.source == .slot(slot) }) else { continue }
                formatted[reader] = Formatted(source: .slot(slot), file: edge.file, place: edge.place)
                queue.append(reader)
            }
        }
        return formatted
    }

    /// One step of a chain: a slot, and how it came to hold formatted text.
    struct Link: Sendable, Codable {
        var slot: Slot
        var step: Formatted
    }

    /// The steps from a formatted slot back to the formatting that fills it.
    func chain(from slot: Slot) -> [Link] {
        var steps: [Link] = []
        var current = slot
        var seen: Set<Slot> = []
        while let step = formatted[current], seen.insert(current).inserted {
            steps.append(Link(slot: current, step: step))
            guard case .slot(let next) = step.source else { break }
            current = next
        }
        return steps
    }

    /// What production writes into a slot, for messages and `previewlint provenance`.
    func productionSources(of slot: Slot) -> [Edge] {
        (edges[slot] ?? []).filter(\.production)
    }
}
