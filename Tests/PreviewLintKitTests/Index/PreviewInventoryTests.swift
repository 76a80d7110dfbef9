import Foundation
import Testing

/// `previewlint previews --format json` on the fixture repositories, compared byte for byte
/// with the inventory checked by hand and committed beside each fixture.
@Suite struct PreviewInventoryTests {
    @Test(arguments: ["PreviewForms", "MeditationApp"])
    func inventoryMatchesTheReviewedJSON(fixture: String) throws {
        let folder = Fixtures.path(fixture)
        let expected = try String(contentsOfFile: folder + "/expected-previews.json", encoding: .utf8)
        let result = try CommandRunner.run(["previews", "--format", "json"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout == expected)
    }

    @Test func everyFormIsCounted() throws {
        let result = try CommandRunner.run(["previews"], in: Fixtures.path("PreviewForms"))
        #expect(result.stdout.hasSuffix("23 previews, 13 fixtures\n"))
        let kinds = ["view": 9, "provider": 7, "widget_timeline": 3, "widget_provider": 1, "live_activity": 3]
        for (kind, count) in kinds {
            #expect(result.stdout.components(separatedBy: "— \(kind)").count - 1 == count, "\(kind)")
        }
    }
}
