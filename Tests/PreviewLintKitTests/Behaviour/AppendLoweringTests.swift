import Testing

/// Text built up in a local with `append` is built as with `+=`; appending to a list is not text,
/// and the member stays unknown rather than guessed.
@Suite struct AppendLoweringTests {
    @Test func appendingToALocalTextConcatenates() throws {
        let listing = try TemporaryRepository([
            "App/Clock.swift": """
                import Foundation
                extension Int {
                    var clock: String {
                        var text = ""
                        let hours = self / 3600
                        if hours > 0 { text.append("\\(hours):") }
                        text.append(String(format: "%02d:%02d", (self % 3600) / 60, self % 60))
                        return text
                    }
                    var parts: String {
                        var list: [String] = []
                        list.append("\\(self) s")
                        return list.joined()
                    }
                }

                """,
        ]).run("formatters", "--all").stdout
        #expect(listing.contains("outputs 125.clock → \"02:05\""), "\(listing)")
        #expect(listing.contains("outputs 3661.clock → \"1:01:01\""), "\(listing)")
        #expect(!listing.contains(".parts →"), "\(listing)")
    }
}
