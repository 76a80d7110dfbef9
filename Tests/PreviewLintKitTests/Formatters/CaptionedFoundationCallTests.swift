import Testing

/// Two views (of the app and its widget) that write the same caption around the platform's formatting
/// of a value (`Text("Last reading at \(date?.formatted(date: .omitted, time: .shortened) ?? "--:--")")`)
/// repeat copy text, not formatting; the same caption around formatting of their own is reported.
@Suite struct CaptionedFoundationCallTests {
    /// The large view reads the value itself, the live view through its state, each spelled its own
    /// way (copies token for token are told as copies).
    static func files(_ type: String, _ input: String, large: String, live: String) -> [String: String] {
        [
            "App/LargeView.swift": """
                import SwiftUI
                struct LargeView: View {
                    let value: \(type)
                    var body: some View { Text(\(large)) }
                }
                struct LargeScreen { func show() { print(LargeView(value: \(input))) } }

                """,
            "Widget/LiveView.swift": """
                import SwiftUI
                struct LiveState { let value: \(type) }
                struct LiveView: View {
                    let state: LiveState
                    var body: some View { Text(\(live)) }
                }
                struct LiveScreen { func show() { print(LiveView(state: LiveState(value: \(input)))) } }

                """,
        ]
    }

    @Test func aCaptionAroundThePlatformsFormattingIsCopyText() throws {
        let files = Self.files("Date?", "Date()", large: #""Last reading at \(value?.formatted(date: .omitted, time: .shortened) ?? "--:--")""#,
                               live: #""Last reading at \((state.value?.formatted(date: .omitted, time: .shortened)) ?? "--:--")""#)
        #expect(try BehaviourTwinsTests.lint(files) == [])
    }

    @Test func aCaptionAroundFormattingOfTheirOwnIsReported() throws {
        let files = Self.files("Int", "125", large: #""Last reading \(String(format: "%d:%02d", value / 60, value % 60)) ago""#,
                               live: #""Last reading \(state.value / 60):\(String(format: "%02d", state.value % 60)) ago""#)
        let lines = try BehaviourTwinsTests.lint(files)
        #expect(lines.count == 1 && lines[0].contains("(duplicated_formatting)"), "\(lines)")
    }
}
