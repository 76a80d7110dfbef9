import Testing

/// A number counted from the current time (`let duration = Int(Date().timeIntervalSince1970 -
/// connectedDate.timeIntervalSince1970)`) is what inline formatting formats: the count is its
/// input, even where the date it counts from is a field of a type the lowering never types (a
/// protocol's). A call screen formatting it by hand repeats the shared duration formatter.
@Suite struct ElapsedNumberInputTests {
    static func files(format: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  reimplemented_formatter: true\n",
            "App/Format.swift": """
                import Foundation
                enum Format {
                    static func duration(_ seconds: TimeInterval) -> String {
                        String(format: "%02d:%02d", Int(seconds) / 60, Int(seconds) % 60)
                    }
                }
                struct Row { let text: String }
                func row(_ seconds: TimeInterval) -> Row { Row(text: Format.duration(seconds)) }

                """,
            "App/CallController.swift": """
                import UIKit
                protocol CallProtocol {
                    var connectedDate: Date? { get }
                }
                final class CallController {
                    let call: CallProtocol
                    let durationLabel = UILabel()
                    init(call: CallProtocol) { self.call = call }
                    @objc func updateDuration() {
                        guard let connectedDate = call.connectedDate else { return }
                        let duration = Int(Date().timeIntervalSince1970 - connectedDate.timeIntervalSince1970)
                        durationLabel.text = \(format)
                    }
                }

                """,
        ]
    }

    @Test func theElapsedCountIsTheInput() throws {
        let format = "String(format: \"%.2d:%.2d\", duration / 60, duration % 60)"
        #expect(try TemporaryRepository.lintLines(Self.files(format: format)) == [
            "App/CallController.swift:12:9: warning: the text CallController.updateDuration() builds inline outputs what Format.duration(_:) (App/Format.swift:3) outputs, on all 13 inputs tried (duration(125.0) → \"02:05\", duration(3661.0) → \"61:01\"); call that one instead of keeping a second formatter that will drift (reimplemented_formatter)",
        ])
    }

    /// Minutes alone are another text of the same count: nothing repeats the shared formatter.
    @Test func anotherTextOfTheCountIsNoCopy() throws {
        #expect(try TemporaryRepository.lintLines(Self.files(format: "\"\\(duration / 60) min\"")) == [])
    }
}
