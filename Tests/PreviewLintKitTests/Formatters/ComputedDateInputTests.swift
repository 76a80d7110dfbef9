import Testing

/// A date a type computes (parsed from a string, offset from another) is a date like any: the
/// formatting that reads it formats that date, so it is compared with other formatters of dates.
@Suite struct ComputedDateInputTests {
    static let breach = """
        struct Breach {
            let publishedAt: String
        }
        extension Breach {
            var publishedAtDate: Date {
                let formatter = ISO8601DateFormatter()
                return formatter.date(from: publishedAt) ?? .now
            }
            var breachDate: String {
                publishedAtDate.formatted(date: .abbreviated, time: .omitted)
            }
        }
        struct BreachScreen { func show(_ b: Breach) { print(b.breachDate) } }

        """
    static let domain = """
        struct BreachedDomain {
            let breachTime: Int
            var formattedDateDescription: String {
                let date = Date(timeIntervalSince1970: TimeInterval(breachTime))
                let dateFormatter = DateFormatter()
                dateFormatter.dateFormat = "MMM dd, yyyy"
                return dateFormatter.string(from: date)
            }
        }
        struct MonitorScreen { func show(_ d: BreachedDomain) { print(d.formattedDateDescription) } }

        """

    @Test func aDateAnExtensionComputesIsTheInputOfItsFormatting() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Breach.swift": Self.breach, "Widget/BreachedDomain.swift": Self.domain]) == [
            "App/Breach.swift:9:9: warning: Breach.breachDate and BreachedDomain.formattedDateDescription (Widget/BreachedDomain.swift:3) format one kind of value differently: breachDate [publishedAtDate = Date(timeIntervalSince1970: 1709283907.0)] is \"Mar 1, 2024\", formattedDateDescription [breachTime = 1709283907] is \"Mar 01, 2024\" (the same numbers on all 4 inputs tried, written differently); targets App, Widget show the value two ways: share one formatter (duplicated_formatting)",
        ])
    }

    /// Milliseconds since 1970, as servers often send dates (`ms / 1000`), are a timestamp too.
    @Test func aTimestampInMillisecondsIsADate() throws {
        let widget = Self.domain.replacingOccurrences(of: "TimeInterval(breachTime)", with: "TimeInterval(breachTime) / 1000")
        #expect(try BehaviourTwinsTests.lint(["App/Breach.swift": Self.breach, "Widget/BreachedDomain.swift": widget]) == [
            "App/Breach.swift:9:9: warning: Breach.breachDate and BreachedDomain.formattedDateDescription (Widget/BreachedDomain.swift:3) format one kind of value differently: breachDate [publishedAtDate = Date(timeIntervalSince1970: 1709283907.0)] is \"Mar 1, 2024\", formattedDateDescription [breachTime = 1709283907000] is \"Mar 01, 2024\" (the same numbers on all 4 inputs tried, written differently); targets App, Widget show the value two ways: share one formatter (duplicated_formatting)",
        ])
        // Divided by another number, it is no time since 1970: tried on small numbers, all in 1970.
        let other = Self.domain.replacingOccurrences(of: "TimeInterval(breachTime)", with: "TimeInterval(breachTime) / 60")
        #expect(try BehaviourTwinsTests.lint(["App/Breach.swift": Self.breach, "Widget/BreachedDomain.swift": other]) == [])
    }

    /// Seconds converted into a local first (`let interval = TimeInterval(self)`) are a timestamp too.
    @Test func aTimestampThroughALocalIsADate() throws {
        let app = """
            extension BinaryInteger {
                var fullDate: String {
                    let dateFormatter = DateFormatter()
                    dateFormatter.dateFormat = "MMM d, yyyy"
                    let timeInterval = TimeInterval(self)
                    let date = Date(timeIntervalSince1970: timeInterval)
                    return dateFormatter.string(from: date)
                }
            }
            struct AppScreen { func show() { print(1.fullDate) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Int.swift": app, "Widget/BreachedDomain.swift": Self.domain]) == [
            "Widget/BreachedDomain.swift:3:9: warning: BreachedDomain.formattedDateDescription and BinaryInteger.fullDate (App/Int.swift:2) format one kind of value differently: formattedDateDescription [breachTime = 1709283907] is \"Mar 01, 2024\", 1709283907.fullDate is \"Mar 1, 2024\" (the same numbers on all 4 inputs tried, written differently); targets App, Widget show the value two ways: share one formatter (duplicated_formatting)",
        ])
    }

    /// In one target, two formatters neither can call (instance members of two types) that carry
    /// the same numbers on every date, written differently, show one value two ways.
    @Test func twoFormattersOfOneTargetWithTheSameDigits() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Breach.swift": Self.breach, "App/BreachedDomain.swift": Self.domain]) == [
            "App/Breach.swift:9:9: warning: Breach.breachDate and BreachedDomain.formattedDateDescription (App/BreachedDomain.swift:3) format one kind of value differently: breachDate [publishedAtDate = Date(timeIntervalSince1970: 1709283907.0)] is \"Mar 1, 2024\", formattedDateDescription [breachTime = 1709283907] is \"Mar 01, 2024\" (the same numbers on all 4 inputs tried, written differently); target App shows the value two ways: share one formatter (duplicated_formatting)",
        ])
    }
}
