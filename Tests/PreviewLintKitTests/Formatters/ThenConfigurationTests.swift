import Testing

/// A formatter configured by a closure (the `Then` library's `NumberFormatter().then {
/// $0.numberStyle = .percent }`) is configured as by its setters: code calling it can be run, and
/// a second one set up alike is a set-up repeated. A closure step that is not a setting leaves it
/// unknown.
@Suite struct ThenConfigurationTests {
    static func store(_ name: String, _ configuration: String) -> String {
        """
        import Foundation
        final class \(name) {
            private let percentFormatter = NumberFormatter().then {
                \(configuration)
            }
            func deltaText(_ value: Double) -> String { percentFormatter.string(from: NSNumber(value: value)) ?? "" }
        }

        """
    }

    static let percent = "$0.numberStyle = .percent\n        $0.maximumFractionDigits = 2"

    @Test func aClosureConfiguredFormatterIsRun() throws {
        let repository = try TemporaryRepository(["App/MarketStore.swift": Self.store("MarketStore", Self.percent)])
        let output = try repository.run("formatters", "--all").stdout
        #expect(output.contains("outputs deltaText(125.0) → \"12,500%\""), "\(output)")
    }

    @Test func aStepThatIsNoSettingLeavesItUnknown() throws {
        let configuration = Self.percent + "\n        print($0)"
        let repository = try TemporaryRepository(["App/MarketStore.swift": Self.store("MarketStore", configuration)])
        let output = try repository.run("formatters", "--all").stdout
        #expect(!output.contains("outputs deltaText(125.0)"), "\(output)")
    }

    @Test func twoClosuresSettingUpAlikeAreOneSetUpWrittenTwice() throws {
        let holder = { (name: String) in
            """
            import Foundation
            struct \(name) {
                var label: String { NumberFormatter.percent.string(from: 0.5) ?? "" }
            }
            private extension NumberFormatter {
                static let percent = NumberFormatter().then {
                    $0.numberStyle = .percent
                    $0.minimumFractionDigits = 0
                    $0.maximumFractionDigits = 2
                }
            }

            """
        }
        let files = ["App/Composer.swift": holder("Composer"), "App/Recorder.swift": holder("Recorder")]
        #expect(try BehaviourTwinsTests.lint(files) == [
            "App/Recorder.swift:6:16: warning: NumberFormatter.percent holds a NumberFormatter set up exactly as the one NumberFormatter.percent holds (App/Composer.swift:6): numberStyle = .percent, minimumFractionDigits = 0, maximumFractionDigits = 2, so both write the same text for every value; keep one formatter both use before the two drift (reimplemented_formatter)",
        ])
    }
}
