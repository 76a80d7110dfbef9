import Testing

/// A store's property that starts as a hand-typed formatted text (`@Published var price = "$0.0000"`)
/// where production otherwise only writes formatter output: the screen shows the typed text until
/// the first value arrives, in a shape the formatter may never make. A property production also
/// fills with other text, one that starts empty, and a count shown as it is stay silent.
@Suite struct InitialValueTests {
    static func files(initial: String, fallback: String = "\"\"") -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/PriceStore.swift": """
                import Foundation
                final class PriceStore: ObservableObject {
                    @Published private(set) var price: String = \(initial)
                    @Published private(set) var count: String = "0"
                    let formatter = NumberFormatter()
                    func update(_ value: Double, items: Int) {
                        price = formatter.string(from: NSNumber(value: value)) ?? \(fallback)
                        count = "\\(items)"
                    }
                }

                """,
            "App/PriceView.swift": """
                import SwiftUI
                struct PriceView: View {
                    @ObservedObject var store: PriceStore
                    var body: some View { Text(store.price + " " + store.count) }
                }

                """,
        ]
    }

    @Test func aHandTypedFormattedInitialValueIsReported() throws {
        #expect(try TemporaryRepository.lintLines(Self.files(initial: "\"$0.0000\"")) == [
            "App/PriceStore.swift:3:49: warning: the initial value \"$0.0000\" hard-codes what production formats into PriceStore.price (PriceStore.price ← NumberFormatter.string(from:) at App/PriceStore.swift:7); start from no text (or a value passed through that formatting) instead of one typed by hand (preview_hardcoded_format)",
        ])
    }

    @Test func anEmptyInitialValueIsSilent() throws {
        #expect(try TemporaryRepository.lintLines(Self.files(initial: "\"\"")) == [])
    }

    @Test func aPropertyAlsoFilledWithOtherTextIsSilent() throws {
        #expect(try TemporaryRepository.lintLines(Self.files(initial: "\"$0.0000\"", fallback: "\"n/a\"")) == [])
    }

    /// A property a control edits through its binding holds what the user types: its initial
    /// value is a default input, not formatter output.
    static func dose(_ shown: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/DoseView.swift": """
                import SwiftUI
                struct DoseView: View {
                    @State private var doseText = "113 mg"
                    let formatter = NumberFormatter()
                    var body: some View {
                        \(shown)
                            .onAppear { doseText = formatter.string(from: NSNumber(value: 1.5)) ?? "" }
                    }
                }

                """,
        ]
    }

    @Test func aPropertyAControlEditsIsAnInput() throws {
        #expect(try TemporaryRepository.lintLines(Self.dose("TextField(\"Dose\", text: $doseText)")) == [])
        #expect(try TemporaryRepository.lintLines(Self.dose("Text(doseText)")).count == 1)
    }

    /// `if let field = object as? NSTextField`: the field's `stringValue` is the library type's, not
    /// the one property of that name the project declares (which formats).
    static func host(_ binding: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Module.swift": """
                enum Module {
                    case cpu(Double)
                    var stringValue: String {
                        switch self {
                        case .cpu(let load): return "\\(Int(load * 100)) %"
                        }
                    }
                }

                """,
            "App/Settings.swift": """
                import AppKit
                final class Settings: NSObject, NSTextFieldDelegate {
                    private var host: String = "1.1.1.1"
                    func controlTextDidChange(_ notification: Notification) {
                        if let field = \(binding) {
                            host = field.stringValue
                        }
                    }
                }

                """,
        ]
    }

    @Test func aMemberOfACastValueIsTheCastTypes() throws {
        #expect(try TemporaryRepository.lintLines(Self.host("notification.object as? NSTextField")) == [])
        #expect(try TemporaryRepository.lintLines(Self.host("notification.object")).count == 1)
    }

    /// A clock that starts at `"0:00"`, which its formatter outputs for zero, starts in the
    /// formatter's own shape; `"00:00:00"` is no output of it.
    static func clock(initial: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Clock.swift": """
                final class Clock: ObservableObject {
                    @Published var elapsed = \(initial)
                    func tick(_ seconds: Int) { elapsed = Self.clock(seconds) }
                    static func clock(_ s: Int) -> String { String(format: "%d:%02d", s / 60, s % 60) }
                }

                """,
        ]
    }

    @Test func anInitialValueTheFormatterOutputsIsItsPlaceholder() throws {
        #expect(try TemporaryRepository.lintLines(Self.clock(initial: "\"0:00\"")) == [])
        #expect(try TemporaryRepository.lintLines(Self.clock(initial: "\"00:00:00\"")).count == 1)
    }
}
