import Foundation
import Testing

/// `let (summary, status) = try await (client.fetchSummary(), client.fetchStatus())`: each name
/// holds the value in its place, so a formatter called on `summary.percent` formats that field.
@Suite struct DestructuredLocalTests {
    static let source = """
        import Foundation
        struct Summary { let percent: Double }
        struct Client {
            func fetchSummary() async throws -> Summary { Summary(percent: 1) }
            func fetchStatus() async throws -> Int { 1 }
        }
        extension Double {
            func formattedPercentage() -> String { String(format: "%.2f%%", self) }
        }
        final class Model {
            var text = ""
            func refresh(_ client: Client) async throws {
                let (summary, _) = try await (client.fetchSummary(), client.fetchStatus())
                text = summary.percent.formattedPercentage()
            }
        }

        """

    @Test func aTupleBindingNamesEachElement() throws {
        let result = try TemporaryRepository(["App/Model.swift": Self.source])
            .run("formatters", "--all", "--format", "json")
        let json = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let members = try #require(json["members"] as? [[String: Any]])
        let member = try #require(members.first { $0["name"] as? String == "Double.formattedPercentage()" })
        #expect(member["formats"] as? [String] == ["Summary.percent"])
    }
}
