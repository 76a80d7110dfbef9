import Testing
@testable import PreviewLintKit

/// A field of a type the project does not declare (an Objective-C SDK's `OCItem`) is an input when
/// the formatting reads it only as a number: `Int64(item.size)` makes the number it formats. A
/// header that builds its own `ByteCountFormatter` then disagrees with the shared `sizeLocalized`
/// on an empty file ("Zero KB" against "0 bytes").
@Suite struct NumberReadInputTests {
    static let shared = """
        import Foundation
        extension OCItem {
            public var sizeLocalized: String {
                return OCItem.byteCounterFormatter.string(fromByteCount: Int64(self.size))
            }
            static private let byteCounterFormatter: ByteCountFormatter = {
                let formatter = ByteCountFormatter()
                formatter.allowsNonnumericFormatting = false
                return formatter
            }()
        }
        final class FileRow {
            let detail = UILabel()
            func show(_ item: OCItem) { detail.text = item.sizeLocalized }
        }

        """

    static func header(sizeRead: String) -> String {
        """
        import UIKit
        final class MoreViewHeader: UIView {
            var item: OCItem?
            let detailLabel = UILabel()
            func render() {
                guard let item else { return }
                let byteCountFormatter = ByteCountFormatter()
                byteCountFormatter.countStyle = .file
                let size = byteCountFormatter.string(fromByteCount: \(sizeRead))
                detailLabel.text = size
            }
        }
        final class MoreScreen { func open() { MoreViewHeader().render() } }

        """
    }

    @Test func aByteCountOfAnUndeclaredTypesFieldIsComparedWithTheSharedFormatter() throws {
        let lines = try BehaviourTwinsTests.lint([
            "App/OCItem+Extension.swift": Self.shared, "App/MoreViewHeader.swift": Self.header(sizeRead: "Int64(item.size)"),
        ])
        #expect(lines == [
            "App/MoreViewHeader.swift:9:20: warning: the text MoreViewHeader.render() builds inline formats what OCItem.sizeLocalized (App/OCItem+Extension.swift:3) formats, differently: (item.size = 0) is \"Zero KB\", sizeLocalized [size = 0] is \"0 bytes\" (they agree on 12 inputs, such as \"1 byte\", \"59 bytes\"); call the shared formatter instead of a second one that already disagrees (reimplemented_formatter)",
        ], "\(lines)")
    }

    /// Passed on as it is (no conversion says what it is), the field stays unknown: no input, no finding.
    @Test func aFieldNeverConvertedStaysUnknown() throws {
        let lines = try BehaviourTwinsTests.lint([
            "App/OCItem+Extension.swift": Self.shared, "App/MoreViewHeader.swift": Self.header(sizeRead: "item.size"),
        ])
        #expect(lines.isEmpty, "\(lines)")
    }

    /// Every read must be a number's: converted, or compared with a number literal.
    @Test func everyReadMustBeANumbers() {
        func formatter(_ statements: [BehaviourStatement]) -> LoweredFormatter {
            LoweredFormatter(name: "f", signature: "f", parameters: [], returnTypeName: "String",
                             body: .statements(statements))
        }
        let size = BehaviourExpression.name("item.size")
        let converted = BehaviourExpression.builtin(.toInt, [size])
        func type(_ statements: [BehaviourStatement]) -> String? {
            FieldTypes.convertedType(of: "item.size", in: formatter(statements))
        }
        #expect(type([.return(.interpolation([converted]))]) == "Int")
        let negative = BehaviourCondition([.test(.binary(.less, size, .literal(.int(0))))])
        let compared = BehaviourStatement.branch(negative, then: [.return(.literal(.string("")))], else: [])
        #expect(type([compared, .return(.interpolation([converted]))]) == "Int")
        #expect(type([.return(.interpolation([converted, size]))]) == nil)
        #expect(type([.return(.interpolation([size]))]) == nil)
        #expect(type([.return(.interpolation([converted, .builtin(.toDouble, [size])]))]) == nil)
        // The conversion `String(format:)` gives it: `%.2f` of `progress * 100` reads a Double.
        let scaled = BehaviourExpression.binary(.multiply, size, .literal(.int(100)))
        #expect(type([.return(.format("%.2f%%", [scaled]))]) == "Double")
        #expect(type([.return(.format("%d items", [size]))]) == "Int")
        #expect(type([.return(.format("%@", [size]))]) == nil)
        #expect(type([.return(.format("%d of %.1f", [size, size]))]) == nil)
    }
}
