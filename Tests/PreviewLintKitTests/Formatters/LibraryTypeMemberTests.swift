import Testing

/// The same member of two library types the project extends: one per type when it hands the value
/// to Foundation, formatting written twice when it computes its text itself.
@Suite struct LibraryTypeMemberTests {
    static func readingTime(_ type: String, _ seconds: String) -> String {
        """
        public extension \(type) {
            var readingTime: String {
                let totalSeconds = \(seconds)
                let hours = totalSeconds / 3600
                let minutes = (totalSeconds % 3600) / 60
                return String(format: "%02d:%02d", hours, minutes)
            }
        }

        """
    }

    @Test func aMemberComputingItsTextForTwoTypesIsWrittenTwice() throws {
        let lines = try BehaviourTwinsTests.lint([
            "App/Int.swift": Self.readingTime("Int", "self * 60"),
            "App/Double.swift": Self.readingTime("Double", "Int(self) * 60"),
            "App/Screen.swift": "struct AppScreen { func show() { print(2.0.readingTime) } }\n",
        ])
        #expect(lines == [
            "App/Int.swift:2:9: warning: Int.readingTime outputs what Double.readingTime (App/Double.swift:2) outputs, on all 13 inputs tried (125.0.readingTime → \"02:05\", 3661.0.readingTime → \"61:01\"); call that one instead of keeping a second formatter that will drift (reimplemented_formatter)",
        ])
    }

    @Test func aMemberHandingTheValueToFoundationIsOnePerType() throws {
        func percent(_ type: String) -> String {
            "extension \(type) {\n    func asPercent(_ increment: Double = 1) -> String {\n        self.formatted(.percent.scale(1.0).rounded(increment: increment))\n    }\n}\n"
        }
        let lines = try BehaviourTwinsTests.lint([
            "App/Float.swift": percent("Float"),
            "App/Double.swift": percent("Double"),
            "App/Screen.swift": "struct AppScreen { func show() { print(2.0.asPercent(), Float(2).asPercent()) } }\n",
        ])
        #expect(lines == [])
    }
}
