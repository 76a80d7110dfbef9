import Testing

/// A property a protocol requires is what its conformers hold: the app's conformer formats the
/// price, a mock only a preview builds returns `"$39.99 USD"`, and a view reads
/// `offer.localizedPrice` through the protocol. The mock's literal is reported at the protocol's
/// property; a conformer production code uses too is production's own text.
@Suite struct ConformanceTests {
    static func files(productionUsesMock: Bool) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Offer.swift": """
                import Foundation
                protocol OfferInfo {
                    var localizedPrice: String { get }
                }
                struct OfferInfoMock: OfferInfo {
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
                struct Screen: View {
                    var body: some View { OfferView(offer: \(productionUsesMock ? "OfferInfoMock()" : "StoreOffer(price: 39.99)")) }
                }
                #Preview {
                    OfferView(offer: OfferInfoMock())
                }

                """,
        ]
    }

    @Test func aMocksLiteralIsReportedAtTheProtocolsProperty() throws {
        #expect(try TemporaryRepository(Self.files(productionUsesMock: false)).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init) == [
            "App/Offer.swift:7:16: warning: \"$39.99 USD\" hard-codes what production formats into OfferInfo.localizedPrice (OfferInfo.localizedPrice ← StoreOffer.localizedPrice at App/Offer.swift:10; StoreOffer.localizedPrice ← NumberFormatter.string(from:) at App/Offer.swift:15); build the preview from a state value passed through that formatting instead (preview_hardcoded_format)",
        ])
    }

    /// A conformer production uses is production code: its text is production's.
    @Test func aProductionConformersLiteralIsProductions() throws {
        #expect(try TemporaryRepository(Self.files(productionUsesMock: true)).run("lint", "--quiet").stdout.isEmpty)
    }

    /// A method a protocol requires is what its conformers return: a preview's mock view model
    /// returning `"0 KB"` where the app's formats the size.
    @Test func aMocksReturnedLiteralIsReportedAtTheProtocolsMethod() throws {
        let files = [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Storage.swift": """
                import SwiftUI
                protocol StorageModelProtocol: ObservableObject {
                    func totalSize() -> String
                }
                final class StorageModel: StorageModelProtocol {
                    var bytes: Int64 = 0
                    func totalSize() -> String { ByteCountFormatter.string(fromByteCount: bytes, countStyle: .file) }
                }
                struct StorageView<Model: StorageModelProtocol>: View {
                    @ObservedObject var model: Model
                    var body: some View { Text(model.totalSize()) }
                }
                struct StorageView_Previews: PreviewProvider {
                    final class MockStorageModel: StorageModelProtocol {
                        func totalSize() -> String { return "0 KB" }
                    }
                    static var previews: some View { StorageView(model: MockStorageModel()) }
                }

                """,
        ]
        let lines = try TemporaryRepository(files).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 1 && lines[0].hasPrefix(
            "App/Storage.swift:15:45: warning: \"0 KB\" hard-codes what production formats into "
                + "StorageModelProtocol.totalSize()"), "\(lines)")
    }
}

