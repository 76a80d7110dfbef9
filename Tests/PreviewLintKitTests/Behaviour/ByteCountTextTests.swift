import Foundation
import Testing
@testable import PreviewLintKit

/// `ByteCountFormatter`'s text for the settings the model follows, against Foundation's own
/// formatter on this machine (in English), on the grid's numbers and sizes around each unit.
@Suite struct ByteCountTextTests {
    static let counts: [Int64] = [
        0, 1, -1, 59, 125, 999, 1000, 1023, 1024, 1500, 3599, 3661, 86399, 999_999, 1_000_000, 1_048_576,
        1_500_000, 123_456_789, 1_234_567_890, 987_654_321_000, 5_000_000_000_000, -125, -3661, -1_500_000,
    ]

    static func foundation(_ count: Int64, _ configure: (ByteCountFormatter) -> Void) -> String {
        let formatter = ByteCountFormatter()
        configure(formatter)
        return formatter.string(fromByteCount: count)
    }

    @Test func defaultsAndCountStylesWriteWhatFoundationWrites() {
        let styles: [(String, ByteCountFormatter.CountStyle)] = [
            (".file", .file), (".decimal", .decimal), (".binary", .binary), (".memory", .memory),
        ]
        for (written, style) in styles {
            for count in Self.counts {
                let settings = written == ".file" ? [] : ["countStyle: \(written)"]
                let expected = Self.foundation(count) { $0.countStyle = style }
                #expect(ByteCountText.format(count, settings: settings) == expected, "\(written) \(count)")
            }
        }
    }

    @Test func numericZeroAndAllowedUnitsWriteWhatFoundationWrites() {
        for count in Self.counts where count >= 0 {
            let numeric = Self.foundation(count) { $0.allowsNonnumericFormatting = false }
            let numericSettings = ["allowsNonnumericFormatting: false"]
            #expect(ByteCountText.format(count, settings: numericSettings) == numeric, "numeric \(count)")
            let kilobytesAndMegabytes = Self.foundation(count) {
                $0.allowedUnits = [.useKB, .useMB]
                $0.allowsNonnumericFormatting = false
            }
            let settings = ["allowedUnits: [.useKB, .useMB]", "allowsNonnumericFormatting: false"]
            #expect(ByteCountText.format(count, settings: settings) == kilobytesAndMegabytes, "KB, MB \(count)")
            let megabytes = Self.foundation(count) { $0.allowedUnits = .useMB }
            #expect(ByteCountText.format(count, settings: ["allowedUnits: .useMB"]) == megabytes, "MB \(count)")
        }
    }

    @Test func aSettingTheModelDoesNotFollowLeavesTheTextOpaque() {
        #expect(ByteCountText.format(125, settings: ["includesActualByteCount: true"]) == nil)
        #expect(ByteCountText.format(125, settings: ["allowedUnits: units"]) == nil)
    }
}
