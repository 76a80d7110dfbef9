import Testing
@testable import PreviewLintKit

/// A member reading stored properties its type's one initializer sets from raw inputs is run on the
/// value that initializer makes: `ClockTime(timeInSeconds: 125).asShortString()` is "2:05", the same
/// formatting as a helper of the seconds themselves.
@Suite struct ConstructedMemberTests {
    static let clockTime = """
        import Foundation
        public struct ClockTime {
            public var seconds: Int = 0
            public var minutes: Int = 0
            public var hours: Int = 0
            private var sign: Int = 1

            public init(timeInSeconds: Int) {
                if timeInSeconds < 0 {
                    self.sign = -1
                }
                let signFreeSeconds = timeInSeconds * sign
                self.seconds = (signFreeSeconds % 3600) % 60
                self.minutes = (signFreeSeconds % 3600) / 60
                hours = signFreeSeconds / 3600
            }

            public func asShortString() -> String {
                var shortString = ""
                if sign < 0 {
                    shortString = "-"
                }
                if hours > 0 {
                    shortString.append(String(format: "%d:%02d:%02d", hours, minutes, seconds))
                } else {
                    shortString.append(String(format: "%d:%02d", minutes, seconds))
                }
                return shortString
            }
        }

        """

    static let helper = """
        extension Int {
            public var asColonDurationString: String {
                let hours = self / 3600
                let minutes = (self % 3600) / 60
                let seconds = self % 60
                return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, seconds) : String(format: "%d:%02d", minutes, seconds)
            }
        }
        struct AppScreen { func show() { print(125.asColonDurationString, ClockTime(timeInSeconds: 125).asShortString()) } }

        """

    @Test func aMemberRunsOnTheValueItsInitializerMakes() throws {
        let listing = try TemporaryRepository(["App/ClockTime.swift": Self.clockTime]).run("formatters", "--all").stdout
        #expect(listing.contains("outputs ClockTime(timeInSeconds: 125).asShortString() → \"2:05\""), "\(listing)")
        #expect(listing.contains("outputs ClockTime(timeInSeconds: 3661).asShortString() → \"1:01:01\""))
    }

    @Test func itIsTheSameFormattingAsAHelperOfTheRawValue() throws {
        let lines = try BehaviourTwinsTests.lint(["App/ClockTime.swift": Self.clockTime, "App/Int+Duration.swift": Self.helper])
        #expect(lines == [
            "App/ClockTime.swift:18:17: warning: ClockTime.asShortString() outputs what Int.asColonDurationString (App/Int+Duration.swift:2) outputs, on all 13 inputs tried (125.asColonDurationString → \"2:05\", 3661.asColonDurationString → \"1:01:01\"); call that one instead of keeping a second formatter that will drift (reimplemented_formatter)",
        ])
    }

    /// Two initializers make values two ways; one that can fail or return early makes no value for some inputs.
    @Test(arguments: [
        ("public init(timeInSeconds: Int) {", "public init(minutes: Int) { self.minutes = minutes }\n    public init(timeInSeconds: Int) {"),
        ("public init(timeInSeconds: Int) {", "public init?(timeInSeconds: Int) {"),
        ("if timeInSeconds < 0 {", "guard timeInSeconds >= 0 else { return }\n        if timeInSeconds < 0 {"),
    ])
    func anInitializerThatDoesNotAlwaysMakeTheValueIsNotFollowed(original: String, changed: String) throws {
        let source = Self.clockTime.replacingOccurrences(of: original, with: changed)
        let listing = try TemporaryRepository(["App/ClockTime.swift": source]).run("formatters", "--all").stdout
        #expect(!listing.contains("ClockTime(timeInSeconds: 125)"), "\(listing)")
    }
}
