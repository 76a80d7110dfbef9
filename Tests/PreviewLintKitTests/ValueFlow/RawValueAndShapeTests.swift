import Testing

/// Two facts a preview's sample is judged by. An enum declared `: Int` has an `Int` `rawValue`,
/// so interpolating it formats a number (`"\(code)-\(semester.rawValue)"`). And in a field
/// production also fills with sentences, a sample with its numbers in the words of the
/// formatting's interpolation (`" MB"`, `" / "`) stands for that formatting, not for a sentence.
@Suite struct RawValueAndShapeTests {
    static func lint(_ files: [String: String]) throws -> String {
        try TemporaryRepository(files).run("lint", "--quiet").stdout
    }

    @Test func anIntegerRawValueInterpolatedIsFormatted() throws {
        let files = [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Term.swift": """
                enum Semester: Int { case first = 1, summer, second }
                struct Term {
                    let code: String
                    let semester: Semester
                    var label: String { "\\(code)-\\(semester.rawValue)" }
                }
                struct TermChip: View {
                    let title: String
                    var body: some View { Text(title) }
                }
                struct TermList: View {
                    let term: Term
                    var body: some View { TermChip(title: term.label) }
                }
                #Preview { TermChip(title: "25-1") }

                """,
        ]
        let output = try Self.lint(files)
        #expect(output.split(separator: "\n").map(String.init) == [
            "App/Term.swift:15:28: warning: \"25-1\" hard-codes what production formats into TermChip.title (TermChip.title ← Term.label at App/Term.swift:13; Term.label ← \"\\(…)-\\(…)\" at App/Term.swift:5); build the preview from a state value passed through that formatting instead (preview_hardcoded_format)",
        ])
        // A raw value that is text is the case's name, no formatting.
        let named = files.mapValues {
            $0.replacingOccurrences(of: "enum Semester: Int { case first = 1, summer, second }",
                                    with: "enum Semester: String { case first, summer, second }")
        }
        #expect(try Self.lint(named).isEmpty)
    }

    static func progressFiles(sample: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Loading.swift": """
                struct LoadingCard: View {
                    let detail: String
                    var body: some View { Text(detail) }
                }
                struct Reader: View {
                    let received: Double
                    let total: Double?
                    var detail: String {
                        guard let total else { return String(localized: "Preparing the book") }
                        if received == 0 { return String(localized: "Waiting for the server") }
                        return "\\(received / 1_000_000) / \\(total / 1_000_000) MB"
                    }
                    var body: some View { LoadingCard(detail: detail) }
                }
                #Preview { LoadingCard(detail: \(sample)) }

                """,
        ]
    }

    @Test func aSampleInTheFormattingsWordsIsReportedWhereTheFieldAlsoTakesSentences() throws {
        let output = try Self.lint(Self.progressFiles(sample: "\"45% · 12.4 / 28.5 MB\""))
        #expect(output.split(separator: "\n").map(String.init) == [
            "App/Loading.swift:15:32: warning: \"45% · 12.4 / 28.5 MB\" hard-codes what production formats into LoadingCard.detail (LoadingCard.detail ← Reader.detail at App/Loading.swift:13; Reader.detail ← \"\\(…) / \\(…) MB\" at App/Loading.swift:11); build the preview from a state value passed through that formatting instead (preview_hardcoded_format)",
        ])
        // A sentence, or numbers without the formatting's words, is one of the field's other texts.
        #expect(try Self.lint(Self.progressFiles(sample: "\"Fetching 3 chapters\"")).isEmpty)
        #expect(try Self.lint(Self.progressFiles(sample: "\"Step 2 of 5\"")).isEmpty)
    }

    /// A number in a sentence (`"Port \(port) is reachable"`) is a message, whose sample the preview
    /// may write as it likes: only a unit around the numbers makes the formatting a quantity's.
    /// (The port comes from code the evaluator does not run, so no input is shown to output it.)
    @Test func aNumberInASentenceIsAMessage() throws {
        func files(production: String, sample: String) -> [String: String] {
            var files = Self.progressFiles(sample: sample)
            files["App/Loading.swift"] = files["App/Loading.swift"].map {
                $0.replacingOccurrences(of: "return \"\\(received / 1_000_000) / \\(total / 1_000_000) MB\"",
                                        with: "return \(production)")
                    .replacingOccurrences(of: "    let total: Double?\n",
                                          with: "    let total: Double?\n    let server: Endpoint\n")
                    + "struct Endpoint { func openPort() -> Int { Int(ProcessInfo.processInfo.systemUptime) } }\n"
            }
            return files
        }
        let sentence = files(production: "\"Port \\(server.openPort()) is reachable\"",
                             sample: "\"Port 443 is reachable\"")
        #expect(sentence["App/Loading.swift"]?.contains("return \"Port \\(server.openPort()) is reachable\"") == true)
        #expect(try Self.lint(sentence).isEmpty)
        let quantity = files(production: "\"\\(server.openPort()) ports\"", sample: "\"443 ports\"")
        #expect(try Self.lint(quantity).contains("\"443 ports\" hard-codes what production formats"))
    }

    /// A view model's text set only to sentences, through a method (`update(_:)`), holds fixed
    /// messages, not other values: the field it fills beside a formatted size still takes messages.
    @Test func textSetOnlyToSentencesThroughAMethodIsMessages() throws {
        var files = Self.progressFiles(sample: "\"12.4 / 28.5 MB\"")
        files["App/Status.swift"] = """
            final class Status {
                var detail = String(localized: "Resolving pages")
                func update(_ text: String) { detail = text }
                func start() { update(String(localized: "Opening the file")) }
            }
            struct StatusScreen: View {
                let status: Status
                var body: some View { LoadingCard(detail: status.detail) }
            }

            """
        #expect(try Self.lint(files).contains("\"12.4 / 28.5 MB\" hard-codes what production formats"))
        files["App/Status.swift"] = files["App/Status.swift"]?.replacingOccurrences(
            of: "func start() { update(String(localized: \"Opening the file\")) }",
            with: "func start(name: String) { update(name) }")
        #expect(try Self.lint(files).isEmpty)
    }
}
