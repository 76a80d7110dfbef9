import Testing

/// A member counts as used where production reads it, and a read is of the member its receiver's
/// declared type has: a view's own `restText`, read bare, and another type's `current.restText`,
/// `engine.current.restText` or a parameter's `interval.restText` are not reads of the app model's
/// `restText`, which nothing reads (dead code drifts unseen).
@Suite struct TypedReadTests {
    static let model = """
        import Foundation
        struct Interval {
            let restSeconds: Int
            var restText: String { String(format: "%d:%02d", restSeconds / 60, restSeconds % 60) }
        }

        """

    static func view(readsModel: Bool) -> String {
        """
        struct RestView {
            let interval: Interval
            let seconds: Int
            func show() { print(\(readsModel ? "interval.restText" : "restText")) }
            private var restText: String { "\\(seconds) s" }
        }
        struct AppScreen { func run() { RestView(interval: Interval(restSeconds: 1), seconds: 1).show() } }

        """
    }

    static let widget = """
        import Foundation
        struct WidgetInterval {
            let restSeconds: Int
            var restText: String { String(format: "%d:%02d", restSeconds / 60, restSeconds % 60) }
        }
        final class Engine {
            static let shared = Engine()
            var current: WidgetInterval { WidgetInterval(restSeconds: 1) }
        }
        struct WidgetScreen {
            @State private var engine = Engine.shared
            func show() {
                print(engine.current.restText)
                WidgetPanel(current: engine.current).show()
            }
            func detail(of interval: WidgetInterval) -> String { interval.restText }
        }

        """

    static let widgetScreen = """
        struct WidgetPanel {
            let current: WidgetInterval
            func show() { print(current.restText) }
        }

        """

    @Test func aModelMemberReadThroughItsTypeIsUsed() throws {
        let lines = try Self.lint(view: Self.view(readsModel: true))
        #expect(lines == [
            "App/Interval.swift:4:9: warning: WidgetInterval.restText (Widget/WidgetInterval.swift:4) outputs what "
                + "Interval.restText (App/Interval.swift:4) outputs, on all 13 inputs tried (restText "
                + "[restSeconds = 125] → \"2:05\", restText [restSeconds = 3661] → \"61:01\"), in targets App, "
                + "Widget that share no formatter for it; extract one into code both targets compile (a shared "
                + "file or module) and call it from each (duplicated_formatting)",
        ], "\(lines)")
    }

    @Test func anotherTypesMemberOfThatNameIsNoUse() throws {
        let lines = try Self.lint(view: Self.view(readsModel: false))
        #expect(lines.isEmpty, "\(lines)")
    }

    /// A Live Activity's `context` is ActivityKit's, typed by the attributes it was configured for:
    /// `context.state` is their `ContentState` and `context.attributes` the attributes, in the
    /// configuration's closures and in a view holding the context.
    @Test(arguments: [
        ("{ context in Text(context.state.restText) }", false),
        ("{ (context) in RestActivityView(context: context) }", false),
        ("{ context in Text(context.attributes.interval.restText) }", true),
    ])
    func aLiveActivityContextReadsItsAttributes(_ content: String, readsModel: Bool) throws {
        let view = """
            struct RestAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var restText: String }
                let interval: Interval
            }
            struct RestActivity: Widget {
                var body: some WidgetConfiguration { ActivityConfiguration(for: RestAttributes.self) \(content) }
            }
            struct RestActivityView: View {
                let context: ActivityViewContext<RestAttributes>
                var body: some View { Text(context.state.restText) }
            }

            """
        let lines = try Self.lint(view: view)
        #expect(lines.count == (readsModel ? 1 : 0), "\(lines)")
    }

    /// An element of a collection is typed by the collection's declaration: a loop's variable, a
    /// `ForEach` row's parameter, `$0` of `map`, an `enumerated()` pair's element, through a
    /// property, a parameter or a local; so is a value unwrapped by `if let`/`guard let`, a local
    /// holding another's value, and a cast.
    @Test(arguments: [false, true])
    func anElementIsOfItsCollectionsType(readsModel: Bool) throws {
        let element = readsModel ? "Interval" : "Badge"
        let view = """
            struct Badge { let restText: String }
            final class Log { var entries: [\(element)] = [] }
            struct RestView {
                let intervals: [\(element)]
                let log: Log
                func show(more: [\(element)]?) {
                    for interval in intervals { print(interval.restText) }
                    print(log.entries.map { $0.restText })
                    let others: Set<\(element)> = []
                    print(others.filter { other in other.restText.isEmpty })
                    more?.forEach { (item) in print(item.restText) }
                    for (index, interval) in intervals.enumerated() { print(index, interval.restText) }
                    if let first = log.entries.first { print(first.restText) }
                    guard let last = intervals.last else { return }
                    let latest = last
                    print(latest.restText, (more?.first as? \(element))?.restText ?? "")
                    if let cast = more?.first as? \(element) { print(cast.restText) }
                }
                var body: some View {
                    ForEach(log.entries) { entry in Text(entry.restText) }
                    ForEach(Array(intervals.enumerated()), id: \\.offset) { index, interval in Text(interval.restText) }
                }
            }
            struct AppScreen { func run() { RestView(intervals: [], log: Log()).show(more: nil) } }

            """
        let lines = try Self.lint(view: view)
        #expect(lines.count == (readsModel ? 1 : 0), "\(lines)")
    }

    /// A second `if let` of a name binds it anew: its reads are of the second value's type.
    @Test func aSecondIfLetOfANameIsItsOwnValue() throws {
        let view = """
            struct Badge { let restText: String }
            struct RestView {
                let badges: [Badge]
                let intervals: [Interval]
                func show() {
                    if let item = badges.first { print(item.restText) }
                    if let item = intervals.first { print(item.restText) }
                }
            }
            struct AppScreen { func run() { RestView(badges: [], intervals: []).show() } }

            """
        #expect(try Self.lint(view: view).count == 1)
    }

    /// A typealias stands for its target: reading through `Shown` reads the type it names.
    @Test(arguments: [("Badge", false), ("Interval", true)])
    func aTypealiasIsItsTarget(_ target: String, readsModel: Bool) throws {
        let view = """
            struct Badge { let restText: String }
            typealias Shown = \(target)
            struct RestView {
                let item: Shown
                func show() { print(item.restText) }
            }
            struct AppScreen { func run(_ item: Shown) { RestView(item: item).show() } }

            """
        #expect(try Self.lint(view: view).count == (readsModel ? 1 : 0))
    }

    /// Reads the tool cannot type stay reads of every member of that name: through a generic
    /// parameter (as its bound), a generic wrapper that may look members up dynamically, a
    /// protocol whose requirement the model's member satisfies, or a local bound without a type
    /// that shadows a property of another type.
    @Test(arguments: [
        """
        protocol IntervalShowing { var restText: String { get } }
        extension Interval: IntervalShowing {}
        struct RestView<Model: IntervalShowing> {
            let model: Model
            func show() { print(model.restText) }
        }
        struct AppScreen { func run() { RestView(model: Interval(restSeconds: 1)).show() } }
        """,
        """
        @dynamicMemberLookup struct Box<Value> {
            let value: Value
            subscript<T>(dynamicMember path: KeyPath<Value, T>) -> T { value[keyPath: path] }
        }
        struct RestView {
            let store: Box<Interval>
            func show() { print(store.restText) }
        }
        struct AppScreen { func run() { RestView(store: Box(value: Interval(restSeconds: 1))).show() } }
        """,
        """
        protocol RestLabelled { var restText: String { get } }
        extension RestLabelled { var label: String { "Rest " + restText } }
        extension Interval: RestLabelled {}
        struct RestView {
            let interval: Interval
            func show() { print(interval.label) }
        }
        struct AppScreen { func run() { RestView(interval: Interval(restSeconds: 1)).show() } }
        """,
        """
        struct Badge { let title: String }
        struct RestView {
            let interval: Badge
            let intervals: [Interval]
            func show() { for interval in intervals.reversed() { print(interval.restText) } }
        }
        struct AppScreen { func run() { RestView(interval: Badge(title: ""), intervals: []).show() } }
        """,
    ])
    func aReadTheWalkCannotTypeStillUses(_ view: String) throws {
        let lines = try Self.lint(view: view + "\n")
        let expected = "App/Interval.swift:4:9: warning: WidgetInterval.restText"
        #expect(lines.count == 1 && lines[0].hasPrefix(expected), "\(lines)")
    }

    static func lint(view: String) throws -> [String] {
        try BehaviourTwinsTests.lint(["App/Interval.swift": model, "App/RestView.swift": view,
                                      "Widget/WidgetInterval.swift": widget, "Widget/WidgetPanel.swift": widgetScreen])
    }
}
