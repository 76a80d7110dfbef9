import Testing

/// A number's own helper declared in one file (`extension Double { func rounded(toPlaces:) }`) is
/// run by formatting in another file, as Swift calls it there: the helper's file need not call it.
@Suite struct NumberHelperAcrossFilesTests {
    static let helper = """
        import Foundation
        extension Double {
            func rounded(toPlaces places: Int) -> Double {
                let divisor = pow(10.0, Double(places))
                return (self * divisor).rounded() / divisor
            }
        }

        """
    static let popup = """
        import AppKit
        struct CPULoad { var systemLoad: Double }
        final class Popup {
            let field = NSTextField()
            func render(_ value: CPULoad) {
                field.stringValue = "\\(Int(value.systemLoad.rounded(toPlaces: 2) * 100))%"
            }
        }

        """

    @Test func aHelperOfAnotherFileIsRun() throws {
        let result = try TemporaryRepository(["Kit/Extensions.swift": Self.helper, "App/Popup.swift": Self.popup])
            .run("formatters", "--all")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("  outputs (value.systemLoad = 125.0) → \"12500%\""))
    }
}
