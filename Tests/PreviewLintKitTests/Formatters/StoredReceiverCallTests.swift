import Testing

/// A method called on a stored property of a project type (`formatters.shortTime(minutes:)` of
/// `let formatters: Formatters`) is that type's member: the caller's outputs are known through it.
@Suite struct StoredReceiverCallTests {
    static let formatters = """
    import Foundation
    final class Formatters {
        let locale: Locale
        init(locale: Locale) { self.locale = locale }
        func shortTime(minutes: Int) -> String {
            minutes == 0 ? "NOW" : String(format: "%dm", minutes)
        }
    }

    """

    @Test func aMethodOfAStoredPropertysTypeIsCalled() throws {
        let presenter = """
        struct ArrivalPresenter {
            private let formatters: Formatters
            func minuteText(minutes: Int) -> String { "in " + formatters.shortTime(minutes: minutes) }
        }

        """
        let lines = try TemporaryRepository.formatterLines(["App/Formatters.swift": Self.formatters, "App/Presenter.swift": presenter])
        #expect(lines.contains("  outputs minuteText(minutes: 0) → \"in NOW\""))
        #expect(lines.contains("  outputs minuteText(minutes: 125) → \"in 125m\""))
    }

    /// Another type's member of the same signature is not the one called: the receiver's type decides.
    @Test func aMemberOfAnotherTypeIsNotCalled() throws {
        let presenter = """
        final class Clock { func shortTime(minutes: Int) -> String { String(format: "%d min", minutes) } }
        final class Plain { let name: String; init(name: String) { self.name = name } }
        struct ArrivalPresenter {
            private let clock: Plain
            func minuteText(minutes: Int) -> String { "in " + clock.shortTime(minutes: minutes) }
        }

        """
        let lines = try TemporaryRepository.formatterLines(["App/Presenter.swift": presenter])
        #expect(lines.contains { $0.contains("ArrivalPresenter.minuteText(minutes:)") })
        #expect(!lines.contains { $0.contains("→ \"in ") })
    }
}
