import Testing

/// UIKit's `setTitle(_:for:)` on a button of the project's own type fills that type's title: a
/// preview's hand-written price meets the cell's formatted one; a system button's is left alone.
@Suite struct ControlTitleTests {
    static func files(buttonType: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/PurchaseCell.swift": """
                import UIKit
                class PurchaseButton: UIButton {}
                struct Offer {
                    let amount: NSNumber
                    var localizedPrice: String? { NumberFormatter().string(from: amount) }
                }
                class PurchaseCell: UITableViewCell {
                    let button = \(buttonType)()
                    func configure(with offer: Offer) {
                        button.setTitle(offer.localizedPrice, for: .normal)
                    }
                }
                struct PurchaseButton_Previews: PreviewProvider {
                    static var previews: some View {
                        let button = \(buttonType)()
                        button.setTitle("3.99€", for: .normal)
                        return button.toPreview()
                    }
                }

                """,
        ]
    }

    @Test func aTitleSetOnTheProjectsButtonIsItsSlot() throws {
        let lines = try TemporaryRepository(Self.files(buttonType: "PurchaseButton")).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 1 && lines[0].hasPrefix("App/PurchaseCell.swift:16:25: warning: \"3.99€\" hard-codes what production formats into PurchaseButton.setTitle(_:for:) title:"), "\(lines)")
    }

    @Test func aSystemButtonsTitleIsNoSlot() throws {
        #expect(try TemporaryRepository(Self.files(buttonType: "UIButton")).run("lint", "--quiet").stdout.isEmpty)
    }
}
