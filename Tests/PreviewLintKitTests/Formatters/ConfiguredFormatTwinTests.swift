import Testing

/// The app and its widget each writing a byte count with `ByteCountFormatter` configured alike are
/// one formatting written twice; configured with another count style, they show one size two ways
/// (`ByteCountText` writes both out). A configuration whose text is not modelled (a format style)
/// is compared by configuration alone.
@Suite struct ConfiguredFormatTwinTests {
    static let app = """
        import Foundation
        enum Storage {
            static func size(_ bytes: Int) -> String { ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: .file) }
        }
        struct AppScreen { func show() { print(Storage.size(1)) } }

        """

    static func widget(_ style: String) -> String {
        """
        import Foundation
        func widgetSize(_ bytes: Int) -> String {
            let formatter = ByteCountFormatter()
            formatter.countStyle = \(style)
            return formatter.string(fromByteCount: Int64(bytes))
        }
        struct WidgetScreen { func show() { print(widgetSize(2)) } }

        """
    }

    @Test func byteCountsConfiguredAlikeAreOneFormattingWrittenTwice() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Storage.swift": Self.app, "Widget/Size.swift": Self.widget(".file")]) == [
            "Widget/Size.swift:2:6: warning: Storage.size(_:) (App/Storage.swift:3) outputs what widgetSize(_:) (Widget/Size.swift:2) outputs, on all 13 inputs tried (widgetSize(125) → \"125 bytes\", widgetSize(3661) → \"4 KB\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }

    @Test func byteCountsOfTwoCountStylesDisagree() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Storage.swift": Self.app, "Widget/Size.swift": Self.widget(".memory")]) == [
            "Widget/Size.swift:2:6: warning: widgetSize(_:) and Storage.size(_:) (App/Storage.swift:3) format one kind of value differently: widgetSize(86399) is \"84 KB\", size(86399) is \"86 KB\" (they agree on 11 inputs, such as widgetSize(0) → \"Zero KB\", widgetSize(1) → \"1 byte\"); targets App, Widget show the value two ways: share one formatter (duplicated_formatting)",
        ])
    }

    @Test func aByteCountStyleAndAFormatterAreNotCompared() throws {
        let widget = "import Foundation\nfunc widgetSize(_ bytes: Int) -> String { Int64(bytes).formatted(.byteCount(style: .file)) }\n"
            + "struct WidgetScreen { func show() { print(widgetSize(2)) } }\n"
        #expect(try BehaviourTwinsTests.lint(["App/Storage.swift": Self.app, "Widget/Size.swift": widget]).isEmpty)
    }

    /// Two members of one target that only hand a size to Foundation's formatter (behind a guard
    /// for no size) are the platform's formatting chosen twice, as the same written inline is.
    @Test func membersOfOneTargetHandingAValueToFoundationAreThePlatformsFormatting() throws {
        let models = """
            import Foundation
            struct MediaFile {
                var size: Int64?
                var formattedSize: String? {
                    guard let size else { return nil }
                    return ByteCountFormatter.string(fromByteCount: size, countStyle: .file)
                }
            }
            struct Download {
                var bytes: Int
                var formattedBytes: String { ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: .file) }
            }
            struct Screen { func show(_ f: MediaFile, _ d: Download) { print(f.formattedSize ?? "", d.formattedBytes) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Models.swift": models]).isEmpty)
    }

    /// The class method written inline in a widget's view is formatting of its own, compared with
    /// the app's member that can be called from there.
    @Test func theClassMethodWrittenInlineIsFormatting() throws {
        let view = """
            import SwiftUI
            struct UsageView: View {
                let bytes: Int
                var body: some View { Text(ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: .file)) }
            }
            struct WidgetScreen: View { var body: some View { UsageView(bytes: 1) } }

            """
        let repository = try TemporaryRepository([".previewlint.yml": BehaviourTwinsTests.configuration, "Widget/Usage.swift": view])
        let listed = try repository.run("formatters", "--all").stdout
        #expect(listed.contains("Widget/Usage.swift:4:32: the text UsageView.body builds inline\n  outputs (bytes = 0) → \"Zero KB\""))
    }

    /// A "-" where there is no size against Foundation's "Zero KB" is whether a size shows, not how:
    /// two uses of one formatter that differ only there are not told of.
    @Test func aPlaceholderForZeroBesideFoundationsTextIsNoDisagreement() throws {
        let widget = """
            import Foundation
            func widgetSize(_ bytes: Int) -> String {
                bytes > 0 ? ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: .file) : "-"
            }
            struct WidgetScreen { func show() { print(widgetSize(2)) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Storage.swift": Self.app, "Widget/Size.swift": widget]).isEmpty)
    }
}
