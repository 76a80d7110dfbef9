import Testing

/// Text built from locals that are each formatted (`"\(dateString) (\(relativeString))"`) is
/// formatting of what they format; and the elements of a collection a project function returns
/// (`let passwords = try await store.all()`, then `passwords.map { password in … }`) are values of
/// its declared element type, whose fields are inputs.
@Suite struct ComposedLocalsTests {
    static let extensions = """
        import Foundation
        extension BinaryInteger {
            var fullDateString: String {
                let dateFormatter = DateFormatter()
                dateFormatter.dateStyle = .medium
                dateFormatter.timeStyle = .none
                let date = Date(timeIntervalSince1970: TimeInterval(self))
                let dateString = dateFormatter.string(from: date)
                return "Created \\(dateString)"
            }
        }

        """

    static func repository(_ text: String) -> String {
        """
        import Foundation
        struct GeneratedPassword { let id: String; let creationTimestamp: Int }
        struct PasswordRow { let id: String; let text: String }
        protocol PasswordStore { func all(userId: String) async throws -> [GeneratedPassword] }
        final class PasswordRepository {
            let store: PasswordStore
            init(store: PasswordStore) { self.store = store }
            func rows() async throws -> [PasswordRow] {
                let passwords = try await store.all(userId: "me")
                let dateFormatter = DateFormatter()
                dateFormatter.dateStyle = .medium
                dateFormatter.timeStyle = .none
                return passwords.map { password in
                    let date = Date(timeIntervalSince1970: TimeInterval(password.creationTimestamp))
                    let dateString = dateFormatter.string(from: date)
                    return PasswordRow(id: password.id, text: \(text))
                }
            }
        }
        struct Screen { func show() async throws { print(try await PasswordRepository(store: Store()).rows()) } }

        """
    }

    @Test func textComposedOfFormattedLocalsRepeatsTheFormatter() throws {
        let lines = try BehaviourTwinsTests.lint(["App/Extensions.swift": Self.extensions, "App/Repository.swift": Self.repository(#""Created \(dateString)""#)])
        #expect(lines == [
            "App/Repository.swift:16:55: warning: the text PasswordRepository.rows() builds inline outputs what BinaryInteger.fullDateString (App/Extensions.swift:3) outputs, on all 4 inputs tried (1709283907.fullDateString → \"Created Mar 1, 2024\"); call that one instead of keeping a second formatter that will drift (reimplemented_formatter)",
        ])
    }

    /// A local that is only read (a name), not formatted, makes no formatting of the text around it.
    @Test func textOfPlainLocalsIsNoFormatting() throws {
        let lines = try BehaviourTwinsTests.lint(["App/Extensions.swift": Self.extensions, "App/Repository.swift": Self.repository(#""Created \(password.id)""#)])
        #expect(lines == [])
    }
}
