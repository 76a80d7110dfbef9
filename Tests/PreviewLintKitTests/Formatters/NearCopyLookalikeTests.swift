import Testing
@testable import PreviewLintKit

/// Members alike in their code that are not one formatting copied: the false-positive classes
/// eval-6's first look showed (Zashi, Unstoppable, PsychonautWiki Journal).
@Suite struct NearCopyLookalikeTests {
    /// A formatter set up with one more setting in the same branch is another style (one keeps
    /// grouping separators, the other not), not a copy that gained a branch.
    @Test func anotherSettingInTheSameBranchIsAnotherStyle() throws {
        let other = NearCopyTests.widgetText.replacingOccurrences(
            of: "numberFormatter.numberStyle = .percent\n", with: "numberFormatter.numberStyle = .percent\n        numberFormatter.usesGroupingSeparator = false\n")
        let lines = try BehaviourTwinsTests.lint(["App/StatsText.swift": NearCopyTests.statsText, "Widget/WidgetText.swift": other])
        #expect(lines.filter { $0.contains("copied and changed") } == [])
    }

    /// A member that builds again the formatter a shared formatter object is should call that
    /// object, not the other way round (Zashi's wallet formatter pointed at a text member).
    @Test func aMemberRebuildingAFormatterObjectShouldUseIt() throws {
        let setUp = """
                formatter.maximumFractionDigits = 8
                formatter.maximumIntegerDigits = 8
                formatter.numberStyle = .decimal
                formatter.usesGroupingSeparator = true
                formatter.roundingMode = .ceiling
                formatter.minimumIntegerDigits = 1
                formatter.groupingSize = 3
                formatter.decimalSeparator = "."
        """
        let object = """
            import Foundation
            extension NumberFormatter {
                static let walletFormatter: NumberFormatter = {
                    let formatter = NumberFormatter()
            \(setUp)
                    return formatter
                }()
            }

            """
        let text = """
            import Foundation
            extension Zatoshi {
                func walletFormatted() -> String {
                    let formatter = NumberFormatter()
            \(setUp)
                    return formatter.string(from: decimalValue.roundedZec) ?? ""
                }
            }
            struct Screen { let balance: Zatoshi; func show() { print(NumberFormatter.walletFormatter.string(from: 1) ?? "", balance.walletFormatted()) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Wallet.swift": object, "App/Zatoshi+Text.swift": text]) == [
            "App/Zatoshi+Text.swift:3:10: warning: walletFormatted() is a copy of NumberFormatter.walletFormatter (App/Wallet.swift:3; 55 of the 56 tokens of the shorter recur in the other, in order) changed since; call that one (changed, if the difference is meant) instead of keeping a copy that drifts (reimplemented_formatter)",
        ])
    }

    /// Bytes spelled out as hex digits name a file or a key: data, not display text.
    @Test func hexDigitsOfADigestAreNoDisplayFormatting() throws {
        func identifier(_ type: String, prefix: String) -> String {
            """
            import Foundation
            struct \(type) {
                let key: [UInt8]
                func fileIdentifier() -> String? {
                    guard !key.isEmpty else { return nil }
                    let digest = key.map { byte in byte ^ 0x5c }
                    let identifier = digest.map { String(format: "%02x", $0) }.joined()\(type == "MetadataKey" ? "\n        guard identifier.count == 64 else { return nil }" : "")
                    return "\(prefix)-\\(identifier)"
                }
            }
            struct \(type)Store { func open(_ key: \(type)) { print(key.fileIdentifier() ?? "") } }

            """
        }
        let lines = try BehaviourTwinsTests.lint([
            "App/AddressBookKey.swift": identifier("AddressBookKey", prefix: "address-book"),
            "App/MetadataKey.swift": identifier("MetadataKey", prefix: "metadata"),
        ])
        #expect(lines == [])
    }

    /// An extension of a Core Data entity extends the project's own class, which Xcode generates
    /// from the model: its instance members are not callable from elsewhere, so the general
    /// formatter (an extension of `Date`) is the one to call.
    @Test func aCoreDataEntityIsTheProjectsType() throws {
        let model = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
                <entity name="Experience" representedClassName="Experience" syncable="YES" codeGenerationType="class">
                    <attribute name="creationDate" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                </entity>
            </model>

            """
        let helpers = """
            import Foundation
            extension Experience {
                var creationDateUnwrapped: Date {
                    creationDate ?? Date()
                }

                var creationDateText: String {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "d MMM y"
                    return formatter.string(from: creationDateUnwrapped)
                }
            }
            extension Date {
                var asDateString: String {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "d MMM y"
                    return formatter.string(from: self)
                }
            }
            struct Screen { let experience: Experience; func show() { print(experience.creationDateText, Date().asDateString) } }

            """
        let lines = try BehaviourTwinsTests.lint([
            "App/Journal.xcdatamodeld/Journal.xcdatamodel/contents": model, "App/Helpers.swift": helpers,
        ])
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasPrefix("App/Helpers.swift:7:9: warning: Experience.creationDateText outputs what Date.asDateString") == true)
    }

    @Test func theEntitiesOfAModelAreItsClasses() throws {
        let repository = try TemporaryRepository([
            "M.xcdatamodeld/M.xcdatamodel/contents": "<model><entity name=\"Ingestion\" syncable=\"YES\"/><entity name=\"CustomUnit\" representedClassName=\".CustomUnitMO\" syncable=\"YES\"/></model>",
        ])
        #expect(DataModelEntities.classNames([repository.path + "/M.xcdatamodeld/M.xcdatamodel/contents", repository.path + "/missing"]) == ["Ingestion", "CustomUnitMO"])
    }
}
