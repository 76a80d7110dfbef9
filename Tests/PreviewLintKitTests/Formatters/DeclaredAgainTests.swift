import Testing

/// The app and its Live Activity each declaring `NumberFormatter.glucose`, token for token: one
/// formatter written twice for targets that share no code, which nothing else reports (the
/// shared-declaration rule reports the same name declared differently).
@Suite struct DeclaredAgainTests {
    static let glucose = """
        import Foundation
        extension NumberFormatter {
            static let glucose: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.locale = Locale.current
                formatter.numberStyle = .decimal
                formatter.minimumFractionDigits = 1
                formatter.maximumFractionDigits = 1
                return formatter
            }()
        }

        """
    static let app = glucose + "struct Reading { var value: Double; var text: String { NumberFormatter.glucose.string(from: NSNumber(value: value)) ?? \"\" } }\nfunc show(_ r: Reading) { print(r.text) }\n"
    static let activity = glucose + "struct ActivityState {\n    var latest: Double\n    var trend: Int\n    var label: String { (NumberFormatter.glucose.string(from: NSNumber(value: latest)) ?? \"-\") + (trend > 0 ? \" ↑\" : \" ↓\") }\n}\nfunc render(_ s: ActivityState) { print(s.label) }\n"

    @Test func aFormatterDeclaredAgainForATargetApartIsWrittenTwice() throws {
        let findings = try BehaviourTwinsTests.lint(["App/Glucose.swift": Self.app, "Widget/Glucose+Activity.swift": Self.activity])
        #expect(findings.contains { $0.hasPrefix("App/Glucose.swift:3:16: warning: glucose is written again, token for token") && $0.hasSuffix("(duplicated_formatting)") })
    }

    @Test func aFormatterDeclaredOnceIsNotCompared() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Glucose.swift": Self.app]).isEmpty)
    }
}
