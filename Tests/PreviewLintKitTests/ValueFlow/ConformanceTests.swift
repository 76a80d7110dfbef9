import Testing

/// A property a protocol requires is what its conformers hold: the app's conformer formats the
/// price, a preview's mock (`OfferInfoMock: OfferInfo`, named after the protocol it stands in
/// for) returns `"$39.99 USD"`, and a view reads `offer.localizedPrice` through the protocol. The
/// mock's literal is reported at the protocol's property; a conformer that is production code is
/// production's own text.
@Suite struct ConformanceTests {
    static func files(mockName: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Offer.swift": """
                import Foundation
                protocol OfferInfo {
                    var localizedPrice: String { get }
                }
                struct \(mockName): OfferInfo {
                    var localizedPrice: String {
                        return "$39.99 USD"
                    }
                }
                struct StoreOffer: OfferInfo {
                    let price: Double
                    var localizedPrice: String {
                        let formatter = NumberFormatter()
                        formatter.numberStyle = .currency
                        return formatter.string(from: NSNumber(value: price)) ?? ""
                    }
                }
                struct OfferView: View {
                    let offer: OfferInfo
                    var body: some View { Text(offer.localizedPrice) }
                }

                """,
        ]
    }

    @Test func aMocksLiteralIsReportedAtTheProtocolsProperty() throws {
        #expect(try TemporaryRepository(Self.files(mockName: "OfferInfoMock")).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init) == [
            "App/Offer.swift:7:16: warning: \"$39.99 USD\" hard-codes what production formats into OfferInfo.localizedPrice (OfferInfo.localizedPrice ← StoreOffer.localizedPrice at App/Offer.swift:10; StoreOffer.localizedPrice ← NumberFormatter.string(from:) at App/Offer.swift:15); build the preview from a state value passed through that formatting instead (preview_hardcoded_format)",
        ])
    }

    /// A conformer named for something else is production code: its text is production's.
    @Test func aProductionConformersLiteralIsProductions() throws {
        #expect(try TemporaryRepository(Self.files(mockName: "TrialOffer")).run("lint", "--quiet").stdout.isEmpty)
    }
}
