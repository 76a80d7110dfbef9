import Testing

/// `String(Int(progress * 100)) + "%"` prints a computed value as `"\(Int(progress * 100))%"`
/// does: formatting written inline, compared by its outputs (nextcloud's poll results, Atwy's
/// download sizes). `String(count)` of a value as it is prints nothing computed.
@Suite struct InlineStringConversionTests {
    @Test func aComputedValueConvertedToTextIsFormatting() throws {
        let cell = """
            import UIKit
            struct Option { var progress: Double; var votes: Int }
            final class PollCell: UITableViewCell {
                let resultLabel = UILabel()
                let votesLabel = UILabel()
                func configure(_ option: Option) {
                    resultLabel.text = String(Int(option.progress * 100)) + "%"
                    votesLabel.text = String(option.votes) + " votes"
                }
            }

            """
        let repository = try TemporaryRepository(["App/Poll.swift": cell])
        #expect(try repository.run("formatters", "--all").stdout == """
            App/Poll.swift:7:9: the text PollCell.configure(_:) builds inline
              outputs (option.progress = 0.0) → "0%"
              outputs (option.progress = 125.0) → "12500%"
              outputs (option.progress = 3661.0) → "366100%"
              formats Option.progress
            1 member that formats

            """)
    }
}
