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
    /// Production properties' initial literals with digits, by file (`InitialValueOutput`).
    private(set) var initialLiterals: [Int: [InitialLiteral]] = [:]

    /// What the project's writes make of its slots. `reported`: the preview literals asked about (by
    /// file and place), and only the edges they are judged by (`DemandedEdges`); without it every
    /// slot's edges and every literal, for `previewlint provenance`.
    init(files: [FileFacts], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
         reported: (@Sendable (Int, SourceRange) -> Bool)? = nil,
         isPreviewData: @escaping @Sendable (Int, ValueScope?, SourceRange) -> Bool) {
        // Three whole-project scans that need nothing of each other: two at once.
        let (helpers, table) = concurrently({ (PassThrough(files: files), TemplateFill(files: files)) }) {
            TypeTable(files: files)
        }
        let resolver = SlotResolver(table: table, files: files, helpers: helpers).withClosureParameters()
        let conformances = Conformances.edges(files: files, table: table, isPreviewData: isPreviewData)
        let initial = Self.initialLiterals(files: files, isPreviewData: isPreviewData)
        initialLiterals = Dictionary(grouping: initial, by: \.file)
        var edges = reported.map {
            DemandedEdges.edges(files: files, resolver: resolver, jobs: jobs, reported: $0, joined: conformances,
                                demanding: initial.map(\.slot), isPreviewData: isPreviewData)
        } ?? Self.allEdges(files: files, resolver: resolver, jobs: jobs, isPreviewData: isPreviewData)
        for (slot, added) in conformances {
            edges[slot, default: []].append(contentsOf: added)
        }
        self.edges = edges
        // Slots in one order, sorted once: every pass below walks them alike, so output is deterministic.
        let order = edges.keys.sorted()
        formatted = Self.propagate(edges, order: order)
        let carriedInto = Self.carriers(edges, order: order, formatted: formatted)
        for slot in order {
            for edge in edges[slot]! where !edge.production {
                guard case .literal(let text) = edge.source, let range = edge.literalRange,
                      reported?(edge.file, range) ?? true else { continue }
                let carried = carriedInto[slot]
                previewLiterals[edge.file, default: []].append((carried?.field ?? slot, text, range, carried?.entry))
            }
        }
    }

    /// The edges every write of every file makes.
    private static func allEdges(files: [FileFacts], resolver: SlotResolver, jobs: Int,
                                 isPreviewData: @escaping DemandedEdges.IsPreviewData) -> [Slot: [Edge]] {
        // Files in runs, each run's edges built on its own and joined in file order: a slot's
        // edges come out in the order one builder over every file would add them.
        let runs = Self.runs(of: files.count, count: jobs * 8)
        let parts = parallelMap(runs.count, jobs: jobs) { run -> [Slot: [Edge]] in
            var builder = EdgeBuilder(resolver: resolver)
            for fileIndex in runs[run] {
                for item in WriteItem.items(of: files[fileIndex], at: fileIndex) {
                    builder.add(item, files: files, isPreviewData: isPreviewData)
                }
            }
            return builder.edges
        }
        var edges: [Slot: [Edge]] = [:]
        for part in parts {
            for (slot, added) in part { edges[slot, default: []].append(contentsOf: added) }
        }
        return edges
    }

    /// `total` indices cut into at most `count` runs of neighbours.
    static func runs(of total: Int, count: Int) -> [Range<Int>] {
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
                // A mock's property or method read through its protocol (`Conformances`) is such a
                // slot too, as is what a preview helper returns into a formatted field.
                let carries = source.kind == .parameter || source.isClosureResult
                    || ([.property, .returned, .local].contains(source.kind) && !edge.production)
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

    /// The chain to the formatting that outputs `text` where the first one found cannot (a jump
    /// button's `"-20"` is the rewind label's `"-\(…)"`, not the forward label's `"+\(…)"`): the
    /// shortest such chain through formatted slots, else the first one.
    func chain(from slot: Slot, showing text: String) -> [Link] {
        let first = chain(from: slot)
        guard case .formatting(let end)? = first.last?.step.source, let shape = InterpolationShape(end),
              !shape.canOutput(text) else { return first }
        var paths: [Slot: [Link]] = [slot: []], queue = [slot], next = 0
        while next < queue.count, next < 200 {
            let current = queue[next]
            next += 1
            for edge in productionSources(of: current) {
                let link = Link(slot: current, step: Formatted(source: edge.source, file: edge.file, place: edge.place))
                switch edge.source {
                case .formatting(let formatting) where InterpolationShape(formatting)?.canOutput(text) == true:
                    return paths[current]! + [link]
                case .slot(let source) where formatted[source] != nil && paths[source] == nil:
                    paths[source] = paths[current]! + [link]
                    queue.append(source)
                default: continue
                }
            }
        }
        return first
    }

    /// What production writes into a slot, for messages and `previewlint provenance`.
    func productionSources(of slot: Slot) -> [Edge] {
        (edges[slot] ?? []).filter(\.production)
    }
}
