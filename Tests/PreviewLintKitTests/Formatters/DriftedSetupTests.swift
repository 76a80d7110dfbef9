import Testing
@testable import PreviewLintKit

/// A formatter one name holds in the app and in a copy in the widget, set up otherwise in each:
/// the copies drifted (`DriftedSetups`).
@Suite struct DriftedSetupTests {
    static func holder(_ kind: String, _ rounding: String, extra: String = "") -> String {
        """
        import Foundation

        \(kind) ValueFormatter {
            private static let rawFormatter: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                formatter.roundingMode = \(rounding)
                formatter.minimumFractionDigits = 0\(extra)
                return formatter
            }()

            static func format(_ value: Double) -> String { rawFormatter.string(from: value as NSNumber) ?? "" }
        }
        struct \(kind == "enum" ? "Widget" : "App")Screen { func show() { print(ValueFormatter.format(1)) } }

        """
    }

    @Test func aCopyInATargetApartSetUpOtherwiseHasDrifted() throws {
        let lines = try BehaviourTwinsTests.lint([
            "App/ValueFormatter.swift": Self.holder("struct", ".down"),
            "Widget/WidgetValues.swift": Self.holder("enum", ".halfUp", extra: "\n        formatter.usesGroupingSeparator = false"),
        ])
        #expect(lines == [
            "Widget/WidgetValues.swift:4:24: warning: ValueFormatter.rawFormatter holds a NumberFormatter set up otherwise than the one "
                + "ValueFormatter.rawFormatter holds (App/ValueFormatter.swift:4): roundingMode = .halfUp where that one has "
                + "roundingMode = .down, usesGroupingSeparator = false where that one has none; the copies of one formatter have "
                + "drifted, so targets App, Widget write one value two ways; move one into code both compile and use it from each "
                + "(duplicated_formatting)",
        ])
    }

    @Test func aSettingTheCopyLeftOutIsNamed() throws {
        let lines = try BehaviourTwinsTests.lint([
            "App/ValueFormatter.swift": Self.holder("struct", ".down", extra: "\n        formatter.maximumFractionDigits = 2"),
            "Widget/WidgetValues.swift": Self.holder("enum", ".down"),
        ])
        #expect(lines.count == 1)
        #expect(lines.first?.contains("no maximumFractionDigits where that one has maximumFractionDigits = 2") == true)
    }

    /// Set up alike, they are one formatter set up twice (`RepeatedSetups`), not a drift.
    @Test func copiesSetUpAlikeHaveNotDrifted() throws {
        let lines = try BehaviourTwinsTests.lint([
            "App/ValueFormatter.swift": Self.holder("struct", ".down"), "Widget/WidgetValues.swift": Self.holder("enum", ".down"),
        ])
        #expect(!lines.contains { $0.contains("drifted") })
    }

    /// Where one target compiles both, they are two formatters of one program, chosen apart.
    @Test func twoSetUpsOneTargetCompilesAreNoDrift() throws {
        let other = Self.holder("enum", ".halfUp").replacingOccurrences(of: "WidgetScreen", with: "ShareScreen")
        let lines = try BehaviourTwinsTests.lint(["App/ValueFormatter.swift": Self.holder("struct", ".down"), "App/Share/ShareValues.swift": other])
        #expect(!lines.contains { $0.contains("drifted") })
    }
}
