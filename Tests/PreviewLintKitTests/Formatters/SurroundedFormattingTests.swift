import Testing
@testable import PreviewLintKit

/// A formatter's text written again with words around it (`"Elapsed " + String(format: "%d:%02d", …)`
/// beside `Clock.clock(_:)`) is the formatter reimplemented; a sentence that calls it is not, and
/// two sentences around the same text with no formatter of it say nothing about each other.
@Suite struct SurroundedFormattingTests {
    static let clock = """
        enum Clock {
            static func clock(_ seconds: Int) -> String { String(format: "%d:%02d", seconds / 60, seconds % 60) }
        }

        """
    static let banner = """
        struct Banner {
            let elapsed: Int
            var text: String { "Elapsed " + String(format: "%d:%02d", elapsed / 60, elapsed % 60) + " so far" }
            var shared: String { "Elapsed \\(Clock.clock(elapsed)) in all" }
            var left: String { "Left: " + String(format: "%d:%02d", elapsed / 60, elapsed % 60) }
        }
        struct Screen {
            func show() {
                let banner = Banner(elapsed: 1)
                print(banner.text, banner.shared, banner.left, Clock.clock(1))
            }
        }

        """

    @Test func aSentenceAroundAFormattersTextReimplementsIt() throws {
        let lines = try BehaviourTwinsTests.lint(["App/Clock.swift": Self.clock, "App/Banner.swift": Self.banner])
        let evidence = "on all 13 inputs tried (clock(125) → \"2:05\", clock(3661) → \"61:01\"); "
            + "call that one instead of keeping a second formatter that will drift (reimplemented_formatter)"
        #expect(lines == [
            "App/Banner.swift:3:9: warning: Banner.text writes what Clock.clock(_:) (App/Clock.swift:2) outputs "
                + "between \"Elapsed \" and \" so far\", \(evidence)",
            "App/Banner.swift:5:9: warning: Banner.left writes what Clock.clock(_:) (App/Clock.swift:2) outputs "
                + "after \"Left: \", \(evidence)",
        ])
    }

    @Test func sentencesAroundOneTextWithNoFormatterOfItAreClean() throws {
        let banner = Self.banner.replacingOccurrences(of: "Clock.clock", with: "String")
        #expect(try BehaviourTwinsTests.lint(["App/Banner.swift": banner]) == [])
    }

    /// A formatter of whole numbers says nothing of a sentence around a `Double`: the two were never
    /// compared on a fraction (a percentage against a count's grouping).
    @Test func aSentenceOfFractionsIsNotAWholeNumberFormatter() throws {
        let counts = """
            import Foundation
            extension Int {
                func grouped() -> String {
                    let f = NumberFormatter(); f.numberStyle = .decimal
                    return f.string(from: NSNumber(value: self))!
                }
            }
            extension Double {
                func percentText() -> String {
                    let f = NumberFormatter(); f.numberStyle = .decimal
                    return f.string(from: NSNumber(value: self))! + "%"
                }
            }
            struct Screen { func show() { print(1.grouped(), 2.5.percentText()) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Counts.swift": counts]) == [])
    }

    /// Words end where letters and digits do: the text between is never cut inside a number.
    @Test func theWordsAroundStopAtANumber() throws {
        let profile = BehaviourProfile(fixed: [:], inputKind: ["number"], arguments: [[.int(1)], [.int(2)], [.int(3)]],
                                       outcomes: [.text("Size 1,000 B"), .text("Size 1,500 B"), .text("Size 12 kB")])
        #expect(profile.core?.surrounding == BehaviourProfile.Surrounding(prefix: "Size ", suffix: ""))
    }
}
