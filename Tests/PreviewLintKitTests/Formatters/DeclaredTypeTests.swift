import Testing

/// Formatting written inline reads values whose type the source declares somewhere other than
/// where they are read: a computed property, an element of a collection, a cast, a field reached
/// through a subscript, an optional chain or what a project function returns, a local copying a
/// value. Each is typed from its declaration (`InlineScope+Types`), so the text is known with the
/// value as its input; before, each left it unknown.
@Suite struct DeclaredTypeTests {
    @Test func aComputedPropertyAnElementAndACastAreTyped() throws {
        let view = """
            import SwiftUI
            struct Ledger: View {
                let mainValue: Int
                let previousValue: Int?
                let attributes: [FileAttributeKey: Any]
                var valueDelta: Int { mainValue - (previousValue ?? 0) }
                var suggestedDates: [Date] { [] }
                var body: some View {
                    VStack {
                        Text(valueDelta >= 0 ? "+\\(valueDelta)" : "\\(valueDelta)")
                        ForEach(suggestedDates, id: \\.self) { date in
                            Text(date.formatted(date: .abbreviated, time: .omitted))
                        }
                        if let fileSize = attributes[.size] as? Int64 {
                            Text(ByteCountFormatter.string(fromByteCount: fileSize, countStyle: .file))
                        }
                    }
                }
            }

            """
        let repository = try TemporaryRepository(["App/Ledger.swift": view])
        #expect(try repository.run("formatters", "--all").stdout == """
            App/Ledger.swift:10:18: the text Ledger.body builds inline
              outputs (valueDelta = 0) → "+0"
              outputs (valueDelta = 125) → "+125"
              outputs (valueDelta = 3661) → "+3661"
            App/Ledger.swift:12:22: the text Ledger.body builds inline
              outputs (date = Date(timeIntervalSince1970: 1709283907.0)) → "Mar 1, 2024" (de_DE: "1. März 2024")
            App/Ledger.swift:15:22: the text Ledger.body builds inline
              outputs (fileSize = 0) → "Zero KB"
              outputs (fileSize = 125) → "125 bytes"
              outputs (fileSize = 3661) → "4 KB"
            3 members that format

            """)
    }

    @Test func fieldsThroughASubscriptAnOptionalChainAndAFunctionsResult() throws {
        let source = """
            import SwiftUI
            struct Battery { let level: Int }
            struct Entry { let data: [Battery] }
            struct Extras { let totalFees: Int? }
            struct Block { let extras: Extras? }
            struct Ping { let latency: Int }
            final class Repository { func ping(ip: String) -> Ping? { nil } }
            struct BatteryView: View {
                let entry: Entry
                let block: Block
                var body: some View {
                    ForEach(entry.data.indices, id: \\.self) { index in
                        let item = entry.data[index]
                        Text("\\(item.level * 10)%")
                    }
                    let fees = block.extras?.totalFees ?? 0
                    Text(fees == 1 ? "1 sat" : "\\(fees) sats")
                }
            }
            final class PingCell {
                let repository = Repository()
                var text = ""
                func show(ip: String) {
                    guard let ms = repository.ping(ip: ip)?.latency else { return }
                    text = ms > 999 ? "\\(ms / 1000) S" : "\\(ms) MS"
                }
            }

            """
        let repository = try TemporaryRepository(["App/Battery.swift": source])
        #expect(try repository.run("formatters", "--all").stdout == """
            App/Battery.swift:14:13: the text BatteryView.body builds inline
              outputs (item.level = 0) → "0%"
              outputs (item.level = 125) → "1250%"
              outputs (item.level = 3661) → "36610%"
              formats Battery.level
            App/Battery.swift:17:14: the text BatteryView.body builds inline
              outputs (fees = 0) → "0 sats"
              outputs (fees = 125) → "125 sats"
              outputs (fees = 3661) → "3661 sats"
              formats Extras.totalFees
            App/Battery.swift:25:9: the text PingCell.show(ip:) builds inline
              outputs (ms = 0) → "0 MS"
              outputs (ms = 125) → "125 MS"
              outputs (ms = 3661) → "3 S"
              formats Ping.latency
            3 members that format

            """)
    }

    /// `@Bindable var state = state` copies the value: its fields are the stored property's.
    @Test func aLocalCopyingAValueKeepsItsType() throws {
        let view = """
            import SwiftUI
            @Observable final class NameState { var remaining: Int = 0 }
            struct NameScreen: View {
                let state: NameState
                var body: some View {
                    @Bindable var state = state
                    Text(state.remaining == 1 ? "1 character" : "\\(state.remaining) characters")
                }
            }

            """
        let repository = try TemporaryRepository(["App/Name.swift": view])
        #expect(try repository.run("formatters", "--all").stdout == """
            App/Name.swift:7:14: the text NameScreen.body builds inline
              outputs (state.remaining = 0) → "0 characters"
              outputs (state.remaining = 125) → "125 characters"
              outputs (state.remaining = 3661) → "3661 characters"
              formats NameState.remaining
            1 member that formats

            """)
    }

    /// The platform's value types declare fields too (`DateComponents.hour` is an `Int?`,
    /// `CLLocationCoordinate2D.latitude` a `Double`); a field of theirs is no one value of the
    /// project's, so it names no field formatted.
    @Test func aCalendarsComponentsAndACoordinateAreTyped() throws {
        let source = """
            import Foundation
            import CoreLocation
            extension String {
                init?(timestamp: Double) {
                    let date = Date(timeInterval: TimeInterval(timestamp), since: Date())
                    let components = Calendar.current.dateComponents([.hour, .minute], from: Date(), to: date)
                    guard let hour = components.hour, let minute = components.minute else { return nil }
                    self = String(format: "%02d:%02d", abs(hour), abs(minute))
                }
            }
            struct Place { let jittered: CLLocationCoordinate2D?; let center: CLLocationCoordinate2D }
            struct PlaceRow {
                let place: Place
                var text: String {
                    let location = place.jittered ?? place.center
                    return String(format: "%.5f, %.5f", location.latitude, location.longitude)
                }
            }

            """
        let repository = try TemporaryRepository(["App/Clock.swift": source])
        let output = try repository.run("formatters", "--all").stdout
        #expect(output.contains("""
            App/Clock.swift:8:9: the text String.init(timestamp:) builds inline
              outputs (hour = 0, minute = 0) → "00:00"
              outputs (hour = 0, minute = 125) → "00:125"
            """))
        #expect(output.contains("""
            App/Clock.swift:16:16: the text PlaceRow.text builds inline
              outputs (location.latitude = 0.0, location.longitude = 0.0) → "0.00000, 0.00000"
            """))
        #expect(!output.contains("formats DateComponents") && !output.contains("formats CLLocation"))
    }

    /// WidgetKit infers a provider's `Entry` from what `placeholder(in:)` returns: `Provider.Entry`
    /// is that entry type, whose fields are then read.
    @Test func aProvidersEntryIsWhatItsPlaceholderReturns() throws {
        let widget = """
            import WidgetKit
            import SwiftUI
            struct SimpleEntry: TimelineEntry { let date: Date; let level: Int }
            struct Provider: TimelineProvider {
                func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: Date(), level: 0) }
                func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {}
                func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {}
            }
            struct BatteryView: View {
                var entry: Provider.Entry
                var body: some View {
                    Text(entry.level <= 10 ? "Low" : "\\(entry.level)%")
                }
            }

            """
        let repository = try TemporaryRepository(["Widget/Battery.swift": widget])
        #expect(try repository.run("formatters", "--all").stdout == """
            Widget/Battery.swift:12:14: the text BatteryView.body builds inline
              outputs (entry.level = 0) → "Low"
              outputs (entry.level = 125) → "125%"
              outputs (entry.level = 3661) → "3661%"
              formats SimpleEntry.level
            1 member that formats

            """)
    }

    /// A method of the project's called on a field (`value.totalUsage.rounded(toPlaces: 2)`): the
    /// field is the input, the method is run on it.
    @Test func aMethodCalledOnAFieldReadsThatField() throws {
        let view = """
            import SwiftUI
            extension Double {
                func rounded(toPlaces places: Int) -> Double {
                    let divisor = places == 1 ? 10.0 : 100.0
                    return (self * divisor).rounded() / divisor
                }
            }
            struct Usage { let totalUsage: Double }
            struct UsageView: View {
                let value: Usage
                var body: some View {
                    Text("\\(Int(value.totalUsage.rounded(toPlaces: 2) * 100))%")
                }
            }

            """
        let repository = try TemporaryRepository(["App/Usage.swift": view])
        #expect(try repository.run("formatters", "--all").stdout == """
            App/Usage.swift:12:9: the text UsageView.body builds inline
              outputs (value.totalUsage = 0.0) → "0%"
              outputs (value.totalUsage = 125.0) → "12500%"
              outputs (value.totalUsage = 3661.0) → "366100%"
              formats Usage.totalUsage
            1 member that formats

            """)
    }

    /// Unknown stays unknown: text a computed property makes is no input, and a sum types nothing
    /// by its second side (a date plus seconds is a date). A date moved by seconds is evaluated.
    @Test func textAndSumsAreNotGuessed() throws {
        let view = """
            import SwiftUI
            struct Clock: View {
                let offset: Int
                let starts: [Date]
                var caption: String { "at" }
                var body: some View {
                    ForEach(starts, id: \\.self) { start in
                        let shifted = start + Double(offset)
                        Text(shifted.formatted(date: .omitted, time: .shortened))
                    }
                    Text(caption.isEmpty ? "-" : "\\(caption.count * 2)")
                    TimelineView(.periodic(from: .now, by: 1)) { context in
                        let shifted = context.date + Double(offset)
                        Text(shifted.formatted(date: .omitted, time: .shortened))
                    }
                }
            }

            """
        let repository = try TemporaryRepository(["App/Clock.swift": view])
        let output = try repository.run("formatters", "--all").stdout
        #expect(output.contains("""
            App/Clock.swift:9:18: the text Clock.body builds inline
              outputs (offset = 0, start = Date(timeIntervalSince1970: 1709283907.0)) → "9:05 AM"
            """))
        #expect(!output.contains("Clock.swift:11:"))
        #expect(!output.contains("Clock.swift:14:"))
    }
}
