import Testing

/// A member named as sample data that only tests call (`Film.fixture()`) is a test's fixture:
/// shipped unguarded where the target keeps its preview code in `#if DEBUG`, it is reported as
/// one, and the message does not claim previews use it. Production calling it makes it no fixture.
@Suite struct TestFixtureTests {
    static let guarded = """
        #if DEBUG
        #Preview("List") { FilmList() }
        #Preview("Empty") { FilmList(films: []) }
        #Preview("Loading") { FilmList(isLoading: true) }
        #endif

        """

    static func files(productionCall: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_fixture_outside_debug: true\n"
                + "targets:\n  App: [\"App/**\"]\n  AppTests: [\"AppTests/**\"]\n",
            "App/Guarded.swift": guarded,
            "App/Film.swift": "extension Film {\n"
                + "    static func fixture(title: String = \"A New Hope\") -> Film { Film(title: title) }\n}\n"
                + productionCall,
            "AppTests/FilmTests.swift": "final class FilmTests: XCTestCase {\n"
                + "    func testTitle() { XCTAssertEqual(Film.fixture().title, \"A New Hope\") }\n}\n",
        ]
    }

    @Test func aFixtureOnlyTestsUseIsReportedAsOne() throws {
        let result = try TemporaryRepository(Self.files(productionCall: "")).run("lint", "--quiet")
        #expect(result.stdout.split(separator: "\n") == [
            "App/Film.swift:2:5: warning: Film.fixture (a fixture only tests use) is compiled into release builds, "
                + "unlike 3 of the 4 previews and fixtures of target App (with the other targets of .previewlint.yml), "
                + "which are inside #if DEBUG; wrap it in #if DEBUG (preview_fixture_outside_debug)",
        ])
        #expect(result.status == 0)
    }

    @Test func aFixtureTheAppCallsIsNone() throws {
        let call = "struct FirstFilm: View {\n    var body: some View { Text(Film.fixture().title) }\n}\n"
        let result = try TemporaryRepository(Self.files(productionCall: call)).run("lint", "--quiet")
        #expect(result.stdout.isEmpty)
    }
}
