import Testing

/// A `var` given a default and replaced in the branches of an `if` (`var text = "0:00"`, then
/// `text = String(format:…)` in each branch, then `label.text = text`) is one formatter: the whole
/// `if`, compared on every input, not three pieces each shown for some inputs only.
@Suite struct DefaultedLocalTests {
    static let player = """
    import UIKit
    final class AudioPlayerView: UIView {
        let durationLabel = UILabel()
        func setDuration(duration: Double) {
            var formattedTime = "0:00"
            if duration < 60 {
                formattedTime = String(format: "0:%.02d", Int(duration.rounded(.up)))
            } else if duration < 3600 {
                formattedTime = String(format: "%.02d:%.02d", Int(duration / 60), Int(duration) % 60)
            } else {
                let hours = Int(duration / 3600)
                let rest = Int(duration) - hours * 3600
                formattedTime = String(format: "%.02d:%.02d:%.02d", hours, rest / 60, rest % 60)
            }
            durationLabel.text = formattedTime
        }
    }
    final class PlayerScreen: UIViewController {
        let player = AudioPlayerView()
        func show() { player.setDuration(duration: 1) }
    }

    """

    @Test func branchesReplacingADefaultAreOneFormatter() throws {
        let lines = try TemporaryRepository.formatterLines(["App/AudioPlayerView.swift": Self.player])
        #expect(lines.filter { $0.contains("builds inline") } == [
            "App/AudioPlayerView.swift:6:9: the text AudioPlayerView.setDuration(duration:) builds inline",
        ])
        #expect(lines.contains("  outputs (duration = 125.0) → \"02:05\""))
        #expect(lines.contains("  outputs (duration = 3661.0) → \"01:01:01\""))
        #expect(lines.contains("  outputs (duration = 0.0) → \"0:00\""))
    }

    /// Changed again after the `if` (`formattedTime += " left"`), the local holds more than the
    /// branches say: each branch stays its own piece.
    @Test func aDefaultChangedAfterTheBranchesIsNotTheirValue() throws {
        let changed = Self.player.replacingOccurrences(
            of: "durationLabel.text = formattedTime",
            with: "formattedTime += \" left\"\n        durationLabel.text = formattedTime")
        let lines = try TemporaryRepository.formatterLines(["App/AudioPlayerView.swift": changed])
        #expect(lines.filter { $0.contains("builds inline") }.count == 3)
    }
}
