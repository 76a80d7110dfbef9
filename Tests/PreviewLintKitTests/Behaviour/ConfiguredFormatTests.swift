import Testing
@testable import PreviewLintKit

/// Formatters known by their configuration alone: where what they write is not modelled (a format
/// style, a setting `ByteCountText` does not follow, a relative date), two of them agree exactly
/// when formatter, configuration and value are the same, and nothing else is said.
@Suite struct ConfiguredFormatTests {
    static let source = """
        import Foundation
        func fileSize(_ bytes: Int) -> String { ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: .file) }
        func objectSize(_ bytes: Int) -> String {
            let formatter = ByteCountFormatter()
            formatter.countStyle = .file
            formatter.isAdaptive = true
            return formatter.string(fromByteCount: Int64(bytes))
        }
        func memorySize(_ bytes: Int) -> String { ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: .memory) }
        func styleSize(_ bytes: Int) -> String { Int64(bytes).formatted(.byteCount(style: .file)) }
        func progress(_ done: Int, _ total: Int) -> String {
            let lhs = ByteCountFormatter.string(fromByteCount: Int64(done), countStyle: .file)
            return "\\(lhs) / " + fileSize(total)
        }
        func actualSize(_ bytes: Int) -> String {
            let formatter = ByteCountFormatter()
            formatter.includesActualByteCount = true
            return formatter.string(fromByteCount: Int64(bytes))
        }
        func isZero(_ bytes: Int) -> Bool { actualSize(bytes) == "Zero KB" }
        func padded(_ bytes: Int) -> String { actualSize(bytes).padding(toLength: 12, withPad: " ", startingAt: 0) }
        func chosenStyle(_ bytes: Int, style: ByteCountFormatter.CountStyle) -> String { ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: style) }
        func settingsStyle(_ bytes: Int) -> String { ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: Settings.countStyle) }
        func ago(_ date: Date) -> String {
            let formatter = RelativeDateTimeFormatter()
            formatter.unitsStyle = .abbreviated
            return formatter.localizedString(for: date, relativeTo: Date())
        }
        func since(_ date: Date, _ start: Date) -> String { RelativeDateTimeFormatter().localizedString(for: date, relativeTo: start) }
        func named(_ date: Date) -> String { date.formatted(.relative(presentation: .named)) }
        """

    @Test func aByteCountIsWrittenOutOrTextOfItsConfigurationAndValue() {
        let source = BehaviourSource(Self.source)
        #expect(source.outcome("fileSize", .int(125)).description == "\"125 bytes\"")
        #expect(source.outcome("memorySize", .int(86399)).description == "\"84 KB\"")
        #expect(source.outcome("actualSize", .int(125)).description == "\"⟨ByteCountFormatter(includesActualByteCount: true) of 125⟩\"")
        #expect(source.outcome("styleSize", .int(125)).description == "\"⟨ByteCountFormatStyle(style: .file) of 125⟩\"")
        #expect(source.outcome("progress", .int(1), .int(2)).description == "\"1 byte / 2 bytes\"")
    }

    @Test func settingsAtTheirDefaultsConfigureNothing() {
        let source = BehaviourSource(Self.source)
        guard case .equal(let agreement) = source.comparison.compare(source["fileSize"], source["objectSize"]) else {
            Issue.record("the static call and the object with default settings should agree")
            return
        }
        #expect(agreement.skipped.isEmpty)
    }

    @Test func differentConfigurationsAreNeitherEqualNorDifferent() {
        let source = BehaviourSource(Self.source)
        for other in ["actualSize", "styleSize"] {
            guard case .cannotCompare = source.comparison.compare(source["fileSize"], source[other]) else {
                Issue.record("\(other): opaque texts of two configurations say nothing")
                continue
            }
        }
    }

    @Test func readingInsideTheTextIsUnknown() {
        let source = BehaviourSource(Self.source)
        #expect(!source.outcome("isZero", .int(0)).isKnown)
        #expect(!source.outcome("padded", .int(0)).isKnown)
        #expect(source["chosenStyle"].unknownReason != nil)
        // A project's own constant may hold any style: not read as the case it is named like.
        #expect(source["settingsStyle"].unknownReason == "counts bytes in Settings.countStyle")
    }

    @Test func aDateRelativeToNowReadsTheCurrentTime() {
        let source = BehaviourSource(Self.source)
        #expect(source["ago"].readsNow)
        #expect(source.outcome("ago", .date(1_709_283_907)).description == "\"⟨RelativeDateTimeFormatter relative to now(unitsStyle: .abbreviated) of Date(timeIntervalSince1970: 1709283907.0)⟩\"")
        #expect(source["since"].unknownReason == "formats a date relative to start")
        #expect(source["named"].readsNow)
        #expect(source.outcome("named", .date(0)).description == "\"⟨Date.RelativeFormatStyle(presentation: .named) of Date(timeIntervalSince1970: 0.0)⟩\"")
    }
}

/// A set-up the model does not follow but written in constants: the formatter is known by its
/// steps in order, the last of each kept; a step that reads anything else leaves it unknown.
@Suite struct ConfiguredSetUpTests {
    static let source = """
        import Foundation
        func relative(_ date: Date) -> String {
            let formatter = DateFormatter()
            formatter.dateStyle = .full
            formatter.timeStyle = .short
            formatter.doesRelativeDateFormatting = true
            return formatter.string(from: date)
        }
        func template(_ date: Date) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "de_DE")
            formatter.setLocalizedDateFormatFromTemplate("jm")
            return formatter.string(from: date)
        }
        func chosen(_ date: Date) -> String {
            let formatter = DateFormatter()
            formatter.dateStyle = .full
            formatter.doesRelativeDateFormatting = Settings.relative
            return formatter.string(from: date)
        }
        """

    @Test func constantStepsNameTheFormatter() {
        let source = BehaviourSource(Self.source)
        #expect(source.outcome("relative", .date(0)).description
            == "\"⟨DateFormatter(dateStyle = .full, timeStyle = .short, doesRelativeDateFormatting = true) of Date(timeIntervalSince1970: 0.0)⟩\"")
        #expect(source.outcome("template", .date(0)).description
            == "\"⟨DateFormatter(locale = Locale(identifier: \"de_DE\"), setLocalizedDateFormatFromTemplate(\"jm\")) of Date(timeIntervalSince1970: 0.0)⟩\"")
    }

    /// `doesRelativeDateFormatting = false` is the default written out: the style is modelled.
    @Test func theRelativeDefaultWrittenOutIsTheStyle() {
        let source = BehaviourSource("""
            import Foundation
            func medium(_ date: Date) -> String {
                let formatter = DateFormatter()
                formatter.doesRelativeDateFormatting = false
                formatter.dateStyle = .medium
                return formatter.string(from: date)
            }
            """)
        #expect(source.outcome("medium", .date(1_709_283_907)) == .text("Mar 1, 2024"))
    }

    @Test func aStepReadingAnythingElseLeavesItUnknown() {
        #expect(BehaviourSource(Self.source)["chosen"].unknownReason == "formatter sets doesRelativeDateFormatting = Settings.relative")
    }
}

/// The class conveniences are a formatter of the style with its defaults: modelled where the style is.
@Suite struct FormatterConvenienceTests {
    @Test func classConveniencesFormatAsAFormatterOfTheirStyle() {
        let source = BehaviourSource("""
            import Foundation
            func count(_ n: Int) -> String { NumberFormatter.localizedString(from: NSNumber(value: n), number: .decimal) }
            func spelled(_ n: Int) -> String { NumberFormatter.localizedString(from: NSNumber(value: n), number: .spellOut) }
            func stamp(_ d: Date) -> String { DateFormatter.localizedString(from: d, dateStyle: .none, timeStyle: .short) }
            """)
        #expect(source.outcome("count", .int(1_234_567)) == .text("1,234,567"))
        #expect(source.outcome("spelled", .int(3)).description == "\"⟨NumberFormatter.localizedString(number: .spellOut) of 3⟩\"")
        #expect(source.outcome("stamp", .date(1_709_283_907)) == .text("9:05 AM"))
    }
}
