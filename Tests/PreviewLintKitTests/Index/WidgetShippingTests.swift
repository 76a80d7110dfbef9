import Testing

/// Coverage asks for previews only of widgets that ship: a widget whose bundle lists it or that is
/// the extension's `@main`, in a file a target compiles.
@Suite("Widgets that ship")
struct WidgetShippingTests {
    static func widget(_ name: String, main: Bool = false) -> String {
        """
        import SwiftUI
        import WidgetKit

        \(main ? "@main\n" : "")struct \(name): Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "\(name)", provider: Provider()) { entry in
                    Text("\\(entry.date)")
                }
                .supportedFamilies([.systemSmall, .systemMedium])
            }
        }

        """
    }

    static let configuration = """
        targets:
          App: [App]
          Widgets: [Widgets]
        rules:
          widget_family_without_preview: warning

        """

    @Test func aWidgetNoBundleListsAndACopyNoTargetBuildsAreNotAskedForPreviews() throws {
        let repository = try TemporaryRepository([
            ".previewlint.yml": Self.configuration,
            "App/AppMain.swift": "import SwiftUI\n\n@main\nstruct AppMain: App {\n    var body: some Scene { WindowGroup { Text(\"Hi\") } }\n}\n",
            "App/Home.swift": "import SwiftUI\n\nstruct Home: View {\n    var body: some View { Text(\"Home\") }\n}\n",
            "App/Settings.swift": "import SwiftUI\n\nstruct Settings: View {\n    var body: some View { Text(\"Settings\") }\n}\n",
            "Widgets/Bundle.swift": "import SwiftUI\nimport WidgetKit\n\n@main\nstruct Bundle: WidgetBundle {\n    var body: some Widget {\n        StepsWidget()\n    }\n}\n",
            "Widgets/StepsWidget.swift": Self.widget("StepsWidget"),
            // The Xcode template, never added to the bundle.
            "Widgets/TemplateWidget.swift": Self.widget("TemplateWidget"),
            // An old copy in a folder no target compiles.
            "Old/StepsWidget.swift": Self.widget("StepsWidget"),
        ])
        let result = try repository.run("lint", "--no-cache", "--reporter", "xcode")
        // The copy is reported as what it is: a file no target builds.
        #expect(result.stdout == """
            Old/StepsWidget.swift:4:1: warning: no target compiles this file, yet it is a copy of Widgets/StepsWidget.swift (target Widgets), still identical; delete it, or add it to the targets that need it (unbuilt_copy)
            Widgets/StepsWidget.swift:9:9: warning: no preview renders StepsWidget in any family it supports, .systemSmall and .systemMedium; add a preview for each (#Preview(as: .systemSmall) { StepsWidget() } timeline: { … }) so the family is seen before it ships (widget_family_without_preview)

            """)
    }

    @Test func aWidgetMarkedMainShipsWithoutABundle() throws {
        let repository = try TemporaryRepository([
            ".previewlint.yml": Self.configuration,
            "Widgets/OnlyWidget.swift": Self.widget("OnlyWidget", main: true),
            "Widgets/Unlisted.swift": Self.widget("Unlisted") + "\nstruct Other: WidgetBundle {\n    var body: some Widget { OnlyWidget() }\n}\n",
        ])
        let result = try repository.run("lint", "--no-cache", "--reporter", "xcode")
        #expect(result.stdout.contains("OnlyWidget in any family"))
        #expect(!result.stdout.contains("Unlisted in any family"))
    }

    @Test func withNoBundleInSightEveryWidgetIsLinted() throws {
        let repository = try TemporaryRepository(["Widgets/Alone.swift": Self.widget("Alone")])
        let result = try repository.run("lint", "--no-cache", "--reporter", "xcode", "--enable", "widget_family_without_preview")
        #expect(result.stdout.contains("Alone in any family"))
    }

    @Test func aFamilySetUnderAPostfixIfIsTheFamilyThePreviewShows() throws {
        let repository = try TemporaryRepository([
            "Widgets/Parking.swift": """
                import SwiftUI
                import WidgetKit

                struct Parking: Widget {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "parking", provider: Provider()) { entry in
                            ParkingView(entry: entry)
                        }
                        #if os(iOS)
                        .supportedFamilies([.accessoryRectangular, .accessoryCircular])
                        #endif
                    }
                }

                struct ParkingView: View {
                    let entry: Entry
                    var body: some View { Text("P") }
                }

                struct Parking_Previews: PreviewProvider {
                    static var previews: some View {
                        ParkingView(entry: .preview)
                            #if os(iOS)
                            .previewContext(WidgetPreviewContext(family: .accessoryCircular))
                            #endif
                    }
                }

                """,
        ])
        let result = try repository.run("lint", "--no-cache", "--reporter", "xcode", "--enable", "widget_family_without_preview")
        #expect(result.stdout.contains("Parking supports .accessoryRectangular, but no preview renders it in that family"))
    }
}
