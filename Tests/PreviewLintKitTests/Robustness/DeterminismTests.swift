import Foundation
import Testing

/// Parallel work must never leak into the output: `--jobs 1` and `--jobs 8`, twice each, give the same bytes.
@Suite("Deterministic output")
struct DeterminismTests {
    private func reports(in directory: String) throws -> [String] {
        try [1, 8, 1, 8].map { jobs in
            let result = try CommandRunner.run(["lint", "--reporter", "json", "--quiet", "--jobs", "\(jobs)"], in: directory)
            #expect(result.status == 1, "the fixture has error-severity violations")
            #expect(result.stderr == "")
            return result.stdout
        }
    }

    @Test func fixtureRepositoryGivesIdenticalJSON() throws {
        let outputs = try reports(in: Fixtures.path("determinism"))
        #expect(outputs.allSatisfy { $0 == outputs[0] })
        #expect(outputs[0].components(separatedBy: "\"rule\"").count - 1 >= 10)
    }

    /// The fixture copied into 25 feature folders per target: enough files for workers to interleave.
    @Test func manyCopiesGiveIdenticalJSON() throws {
        let fixture = Fixtures.path("determinism")
        let repository = try TemporaryRepository()
        try repository.write(".previewlint.yml", String(contentsOfFile: fixture + "/.previewlint.yml", encoding: .utf8))
        let files = FileManager.default.enumerator(atPath: fixture)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
        for copy in 0..<25 {
            for file in files {
                let parts = file.split(separator: "/", maxSplits: 1)
                let text = try String(contentsOfFile: fixture + "/" + file, encoding: .utf8)
                try repository.write("\(parts[0])/Feature\(copy)/\(parts[1])", text)
            }
        }
        let outputs = try reports(in: repository.path)
        #expect(outputs.allSatisfy { $0 == outputs[0] })
        #expect(outputs[0].components(separatedBy: "\"rule\"").count - 1 >= 250)
    }
}
