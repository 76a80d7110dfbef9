import Testing

/// A closure called where it is written (`lastUpdated = { guard … else { return nil }; return
/// String(format: …) }()`) gives what it returns: the property is formatted, and a preview's stand-in
/// model for the same protocol writing `"17m"` there hard-codes that output.
@Suite struct CalledClosureTests {
    static func files(assignment: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/NetworkModel.swift": """
                import Foundation
                protocol NetworkModelType: ObservableObject {
                    var lastUpdated: String? { get set }
                }
                final class NetworkModel: NetworkModelType {
                    @Published var lastUpdated: String? = nil
                    var stamp: Double?
                    func refresh() {
                        \(assignment)
                    }
                }

                """,
            "App/NetworkScreen.swift": """
                import SwiftUI
                struct NetworkScreen<Model: NetworkModelType>: View {
                    @ObservedObject var model: Model
                    var body: some View { Text(model.lastUpdated ?? "") }
                }
                #if DEBUG
                final class PreviewNetworkModel: NetworkModelType {
                    var lastUpdated: String?
                    init(lastUpdated: String? = nil) { self.lastUpdated = lastUpdated }
                }
                #Preview {
                    NetworkScreen(model: PreviewNetworkModel(lastUpdated: "17m"))
                }
                #endif

                """,
        ]
    }

    @Test func aCalledClosureGivesWhatItReturns() throws {
        let assignment = """
            lastUpdated = {
                        guard let stamp else { return nil }
                        return String(format: "%.0fm", (Date().timeIntervalSince1970 - stamp) / 60)
                    }()
            """
        #expect(try TemporaryRepository.lintLines(Self.files(assignment: assignment)) == [
            "App/NetworkScreen.swift:12:59: warning: \"17m\" hard-codes what production formats into NetworkModelType.lastUpdated (NetworkModelType.lastUpdated ← NetworkModel.lastUpdated at App/NetworkModel.swift:5; NetworkModel.lastUpdated ← a closure's result at App/NetworkModel.swift:9; a closure's result ← String(format:) at App/NetworkModel.swift:11); build the preview from a state value passed through that formatting instead (preview_hardcoded_format)",
        ])
    }

    /// A called closure that returns stored text formats nothing: the property holds that text.
    @Test func aClosureReturningAServerTextIsSilent() throws {
        let assignment = """
            lastUpdated = {
                        guard let stamp else { return nil }
                        return UserDefaults.standard.string(forKey: "updated-\\(stamp)")
                    }()
            """
        #expect(try TemporaryRepository.lintLines(Self.files(assignment: assignment)) == [])
    }
}
