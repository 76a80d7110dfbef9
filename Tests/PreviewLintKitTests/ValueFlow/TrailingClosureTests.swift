import Testing

/// A call with a trailing closure passes the next parameter that takes a closure (through a
/// typealias) or has no default, whatever its label: the arguments before it still fill their slots.
@Suite struct TrailingClosureTests {
    @Test func aTrailingClosureSkipsDefaultedParametersToTheHandler() throws {
        let row = """
            typealias Handler = (Int) -> Void
            struct Row: View {
                init(key: String, min: Int = 40, displayValue: String?, completion: Handler? = nil) {
                    self.key = key
                    self.displayValue = displayValue
                }
                let key: String
                let displayValue: String?
                var body: some View { Text(displayValue ?? "") }
            }
            struct Screen: View {
                @State var value: Int = 3
                var body: some View {
                    Row(key: "k", displayValue: String(format: "%d:%02d", value / 60, value % 60)) { print($0) }
                }
            }
            #Preview {
                Row(key: "Key", displayValue: "2:05")
            }

            """
        let repository = try TemporaryRepository([".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n", "App/Row.swift": row])
        #expect(try repository.run("lint", "--quiet").stdout.split(separator: "\n").map(String.init) == [
            "App/Row.swift:18:35: warning: \"2:05\" hard-codes what production formats into Row.init(key:min:displayValue:completion:) displayValue: (Row.init(key:min:displayValue:completion:) displayValue: ← String(format:) at App/Row.swift:14); build the preview from a state value passed through that formatting instead (preview_hardcoded_format)",
        ])
    }
}
