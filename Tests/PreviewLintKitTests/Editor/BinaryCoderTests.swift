import Foundation
import Testing
@testable import PreviewLintKit

/// The facts cache stores `FileFacts` in the positional binary encoding: every fact must come back equal.
@Suite struct BinaryCoderTests {
    @Test(arguments: ["PreviewForms", "LiveActivityClean", "MeditationApp", "targets-xcode-groups"])
    func factsOfEveryFixtureFileSurviveARoundTrip(fixture: String) throws {
        let configuration = Configuration(root: Fixtures.path(fixture))
        let linter = Linter(configuration: configuration, ruleSet: try RuleSet(configuration: configuration))
        let files = linter.index([Fixtures.path(fixture)], jobs: 1).files
        #expect(!files.isEmpty)
        for facts in files {
            let bytes = try BinaryCoder.encode(facts)
            let decoded = try BinaryCoder.decode(FileFacts.self, from: bytes)
            // JSON with sorted keys compares every field, nested ones included.
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            #expect(try encoder.encode(decoded) == encoder.encode(facts), "\(facts.path)")
        }
    }

    /// Every standard scalar comes back, at its limits: the ones without a fast path used to encode
    /// themselves through the coder again until the stack overflowed (a `UInt32` in one of Trio's kept answers).
    @Test func everyScalarSurvivesARoundTrip() throws {
        struct Scalars: Codable, Equatable {
            var int8: [Int8] = [.min, -1, .max]
            var int16: [Int16] = [.min, .max]
            var uint16: [UInt16] = [0, .max]
            var uint32: [UInt32] = [0, .max]
            var int32: [Int32] = [.min, .max]
            var int64: [Int64] = [.min, 0, .max]
            var uint: [UInt] = [0, 1 << 40]
            var uint64: [UInt64] = [0, .max]
            var float: [Float] = [-0.5, .infinity, 3.25]
        }
        let value = Scalars()
        #expect(try BinaryCoder.decode(Scalars.self, from: BinaryCoder.encode(value)) == value)
        #expect(throws: (any Error).self) { try BinaryCoder.encode([UInt.max]) }
    }

    /// Suppressions, Mother shapes and Live Activity states, which the fixture repositories do not all have.
    @Test func suppressionsMothersAndStatesSurviveARoundTrip() throws {
        let text = """
        // previewlint:disable unnamed_preview -- the gallery names itself
        import SwiftUI
        enum TimerMother {
            static func running(seconds: Int) -> TimerState { TimerState(seconds: seconds) }
        }
        #Preview("Island", as: .dynamicIsland(.compact), using: Attrs.preview) {
            TimerWidget()
        } contentStates: {
            Attrs.ContentState(seconds: 125) // previewlint:disable:this preview_inline_state
        }
        """
        let facts = Linter.facts(of: SourceFile(path: "/r/A.swift", text: text))
        #expect(facts.suppressions.count == 2 && facts.fixtures.first?.motherShape != nil && facts.previews.first?.states.count == 1)
        let decoded = try BinaryCoder.decode(FileFacts.self, from: BinaryCoder.encode(facts))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(decoded) == encoder.encode(facts))
    }

    /// The types' constants formatting reads.
    @Test func projectConstantsSurviveARoundTrip() throws {
        let text = """
            import Foundation
            enum Texts { static let high = NSLocalizedString("high", tableName: "Common", value: "HIGH", comment: ""); static let limit = 400 }
            """
        let facts = Linter.facts(of: SourceFile(path: "/r/A.swift", text: text))
        #expect(facts.constants.map(\.lowered.signature) == ["Texts.high", "Texts.limit"])
        let decoded = try BinaryCoder.decode(FileFacts.self, from: BinaryCoder.encode(facts))
        #expect(decoded.constants == facts.constants)
    }

    /// Lowered formatters (enums with payloads, coded by their case names): the seed's timer text,
    /// a switch over an enum, a configured DateFormatter and a helper formatting calls for a value.
    @Test func loweredFormattersSurviveARoundTrip() throws {
        let text = """
            import Foundation
            enum Unit { case mgdl, mmol }
            func timerDisplayFromSeconds(seconds: Double, showSeconds: Bool) -> String {
                let total = Int(seconds)
                return showSeconds ? String(format: "%d:%02d", total / 60, total % 60) : "\\(total / 60)"
            }
            func isLong(_ seconds: Int) -> Bool { seconds > 3600 }
            func label(_ unit: Unit, seconds: Int) -> String {
                switch unit {
                case .mgdl: return isLong(seconds) ? "long" : "mg/dL"
                case .mmol: return "mmol/L"
                }
            }
            func day(_ date: Date) -> String {
                let formatter = DateFormatter()
                formatter.dateFormat = "d MMM y"
                return formatter.string(from: date)
            }
            """
        let facts = Linter.facts(of: SourceFile(path: "/r/A.swift", text: text))
        #expect(facts.formattingBodies.filter { $0.behaviour != nil }.count >= 3)
        #expect(!facts.valueHelpers.isEmpty)
        let decoded = try BinaryCoder.decode(FileFacts.self, from: BinaryCoder.encode(facts))
        #expect(decoded.formattingBodies == facts.formattingBodies)
        #expect(decoded.valueHelpers == facts.valueHelpers)
    }

    @Test func truncatedOrTrailingBytesAreRejected() throws {
        let facts = FileFacts(path: "/a/b.swift", byteCount: 12)
        let bytes = try BinaryCoder.encode(facts)
        #expect(throws: (any Error).self) { try BinaryCoder.decode(FileFacts.self, from: Array(bytes.dropLast())) }
        #expect(throws: (any Error).self) { try BinaryCoder.decode(FileFacts.self, from: bytes + [0]) }
    }

    /// The fast paths for ranges write what the synthesized conformances would: the fields in order.
    @Test func rangesAreWrittenFieldByField() throws {
        let range = SourceRange(start: SourceLocation(line: 3, column: 7, offset: 40), end: SourceLocation(line: 300, column: 1, offset: 9000))
        let expected = ByteBuffer()
        for value in [3, 7, 40, 300, 1, 9000] { expected.integer(Int64(value)) }
        #expect(try BinaryCoder.encode(range) == expected.bytes)
        #expect(try BinaryCoder.decode(SourceRange.self, from: expected.bytes) == range)
        let offsets = OffsetRange(5, 17)
        #expect(try BinaryCoder.decode(OffsetRange.self, from: BinaryCoder.encode(offsets)) == offsets)
    }

    /// Value expressions: records with `UInt8` kinds and `Int32` places, and their pools of names,
    /// children and literal ranges (an interpolation formatted in place, calls, a closure, a key path).
    @Test func valueExpressionsSurviveARoundTrip() throws {
        let text = """
            final class Model {
                var label = ""
                func show(_ seconds: Double?, rows: [Row]) {
                    label = seconds.map { "\\($0, specifier: "%.1f") s" } ?? "--"
                    render(Row(title: "Total", count: rows.count), path: \\Row.title)
                }
            }
            """
        let flow = Linter.facts(of: SourceFile(path: "/r/A.swift", text: text)).valueFlow
        // The assignment, the closure's single expression (what it returns) and the call.
        #expect(flow.writes.map(\.kind) == [.assignment, .returned, .evaluated])
        let kinds = Set(flow.writes.flatMap { $0.value.nodes.map(\.kind) })
        let expected: Set<ValueExpression.Kind> = [.either, .call, .closure, .literal, .keyPath, .member, .reference,
                                                   .interpolation, .formattedInPlace]
        #expect(kinds.isSuperset(of: expected))
        #expect(try BinaryCoder.decode(ValueFlowFacts.self, from: BinaryCoder.encode(flow)) == flow)
        let tooLarge = try BinaryCoder.encode(Int(Int32.max) + 1)
        #expect(throws: (any Error).self) { try BinaryCoder.decode(Int32.self, from: tooLarge) }
    }
}
