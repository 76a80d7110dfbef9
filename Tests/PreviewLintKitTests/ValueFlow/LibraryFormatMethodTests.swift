import Testing

/// A library type's `format(…)` (a phone number utility's `format(number, toType: .national)`)
/// formats: a preview's phone number where production shows that output is reported. Another
/// method of the library type is not known to format, and stays unknown.
@Suite struct LibraryFormatMethodTests {
    static func files(method: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Phone.swift": """
                import PhoneNumberKit
                struct Phone {
                    static let utility = PhoneNumberUtility()
                    let national: String
                    init?(_ e164: String) {
                        guard let number = try? Self.utility.parse(e164) else { return nil }
                        national = Self.utility.\(method)(number, toType: .national)
                    }
                }

                """,
            "App/ContactRow.swift": """
                import SwiftUI
                struct ContactRow: View {
                    let phone: String
                    var body: some View { Text(phone) }
                }
                struct ContactList: View {
                    let numbers: [String]
                    var body: some View {
                        ForEach(numbers, id: \\.self) { number in
                            if let phone = Phone(number) { ContactRow(phone: phone.national) }
                        }
                    }
                }
                #Preview {
                    ContactRow(phone: "519 802-3885")
                }

                """,
        ]
    }

    @Test func aPhoneNumberTheUtilityFormatsIsReported() throws {
        let lines = try TemporaryRepository(Self.files(method: "format")).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 1 && lines[0].hasPrefix(
            "App/ContactRow.swift:15:23: warning: \"519 802-3885\" hard-codes what production formats into ContactRow.phone"), "\(lines)")
    }

    @Test func anotherMethodOfTheLibraryTypeStaysUnknown() throws {
        #expect(try TemporaryRepository(Self.files(method: "normalize")).run("lint", "--quiet").stdout.isEmpty)
    }
}
