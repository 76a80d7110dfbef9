import Testing

/// A text property one type alone declares, read on a value whose type the source does not tell
/// (`dates.min()?.displayDate`), is that type's property; declared by two types, it stays unknown.
@Suite struct UniquePropertyTests {
    static func files(extraDeclaration: String = "", production: String = "contracts.compactMap { $0.terminationDate }.min()?.displayDate") -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Date+Display.swift": "extension Date {\n    var displayDate: String { formatted(date: .long, time: .omitted) }\n}\n" + extraDeclaration,
            "App/Contract.swift": "struct Contract {\n    var terminationDate: Date?\n    var fee: NSDecimalNumber\n    var due: Date\n}\n",
            "App/Banner.swift": """
                struct Banner: View {
                    let dateText: String
                    var body: some View { Text(dateText) }
                }
                struct Payments: View {
                    let contracts: [Contract]
                    var body: some View {
                        let date = \(production)
                        if let date { Banner(dateText: date) }
                    }
                }
                #Preview {
                    Banner(dateText: "January 9, 2007")
                }

                """,
        ]
    }

    @Test func theOnlyDeclarationIsTheOneRead() throws {
        let lines = try TemporaryRepository(Self.files()).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 1 && lines[0].hasPrefix("App/Banner.swift:13:22: warning: \"January 9, 2007\" hard-codes what production formats into Banner.dateText"), "\(lines)")
    }

    @Test func twoTypesDeclaringItLeaveTheReadUnknown() throws {
        let other = "struct Note {\n    var displayDate: String { \"—\" }\n}\n"
        #expect(try TemporaryRepository(Self.files(extraDeclaration: other)).run("lint", "--quiet").stdout == "")
    }

    @Test func aReceiverDeclaredAsAnotherTypeIsNotTheOwners() throws {
        // `fee` is an NSDecimalNumber: its `displayDate` (were it Foundation's) is no Date's.
        let fee = Self.files(production: "contracts.randomElement()!.fee.displayDate")
        #expect(try TemporaryRepository(fee).run("lint", "--quiet").stdout == "")
        let due = Self.files(production: "contracts.randomElement()!.due.displayDate")
        let lines = try TemporaryRepository(due).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 1 && lines[0].contains("\"January 9, 2007\" hard-codes what production formats into Banner.dateText"), "\(lines)")
    }
}
