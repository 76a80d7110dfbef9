import Testing
@testable import PreviewLintKit

/// A function's local formatter set up by a closure called in place (`let formatter: DateFormatter
/// = { …; return formatter }()`, iTorrent's torrent details) is that set-up, as a property's is;
/// it is a local, not a member of the enclosing type.
@Suite struct LocalClosureFormatterTests {
    static let source = """
        import Foundation
        struct Details {
            func created(_ date: Date) -> String {
                let formatter: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "dd/MM/yyyy"
                    return formatter
                }()
                return formatter.string(from: date)
            }
            func day(_ date: Date) -> String {
                let formatter = { let f = DateFormatter(); f.dateStyle = .medium; return f }()
                return formatter.string(from: date)
            }
        }

        """

    @Test func theClosuresSetUpFormats() {
        let lowered = BehaviourSource(Self.source)
        #expect(lowered.outcome("created", .date(1_709_283_907)) == .text("01/03/2024"))
        #expect(lowered.outcome("day", .date(1_709_283_907)) == .text("Mar 1, 2024"))
    }

    @Test func theLocalIsNoMember() throws {
        let listing = try TemporaryRepository(["App/Details.swift": Self.source]).run("formatters", "--all").stdout
        #expect(!listing.contains("Details.formatter"), "\(listing)")
        #expect(listing.hasSuffix("2 members that format\n"), "\(listing)")
    }
}
