@testable import PreviewLintKit
import Testing

/// A Core Data entity's attributes have the types Xcode's generated class gives them, though no
/// Swift file declares them: formatting in an extension of the entity is run on them. A scalar kept
/// as an `NSNumber` stays unknown, and an older model version does not count.
@Suite struct DataModelFieldTests {
    static let model = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="Ingestion" representedClassName="Ingestion" syncable="YES" codeGenerationType="class">
                <attribute name="dose" optional="YES" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
                <attribute name="isEstimate" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="units" optional="YES" attributeType="String"/>
                <attribute name="count" optional="YES" attributeType="Integer 32" usesScalarValueType="NO"/>
            </entity>
        </model>

        """

    static let current = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>Journal 2.xcdatamodel</string></dict></plist>

        """

    @Test func formattingOfAnEntitysAttributesIsRun() throws {
        let repository = try TemporaryRepository([
            "App/Journal.xcdatamodeld/Journal 2.xcdatamodel/contents": Self.model,
            "App/Journal.xcdatamodeld/Journal 1.xcdatamodel/contents": Self.model.replacingOccurrences(of: "\"Double\"", with: "\"String\""),
            "App/Journal.xcdatamodeld/.xccurrentversion": Self.current,
            "App/Ingestion+Text.swift": """
                extension Ingestion {
                    var doseText: String {
                        let amount = String(format: "%.1f", dose)
                        return isEstimate ? "~\\(amount) \\(units ?? "mg")" : "\\(amount) \\(units ?? "mg")"
                    }
                    var countText: String { "\\(count) times" }
                }

                """,
        ])
        let lines = try repository.run("formatters", "--all").stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("  outputs doseText [dose = 1.0, isEstimate = false, units = nil] → \"1.0 mg\""), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("App/Ingestion+Text.swift:6:9: Ingestion.countText") })
        let countIndex = try #require(lines.firstIndex { $0.hasPrefix("App/Ingestion+Text.swift:6:9: Ingestion.countText") })
        #expect(lines[countIndex + 1].hasPrefix("  outputs unknown: reads count"), "\(lines[countIndex + 1])")
    }
}

/// The byte search that cuts a model's XML agrees with Foundation's `components(separatedBy:)`.
@Suite struct DataModelPiecesTests {
    @Test(arguments: ["", "no tag here", "<entity a>", "x<entity <entity y", "é<entity ü>…</entity>", "<entity "])
    func piecesAreFoundationsComponents(text: String) {
        let pieces = DataModelEntities.pieces(text[...], separatedBy: "<entity ").map(String.init)
        #expect(pieces == text.components(separatedBy: "<entity "))
    }
}
