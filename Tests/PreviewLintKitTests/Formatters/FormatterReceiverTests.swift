import Testing

/// A member of `extension URL` that formats the URL's own file size is called on a URL: a type
/// formatting a size field of its own has none to call it on, however alike their outputs are.
@Suite struct FormatterReceiverTests {
    static let configuration = """
        targets:
          App: [App]
        rules:
          duplicated_formatting: true
          reimplemented_formatter: true
          identical_target_copy: false

        """
    static let urlSize = """
        import Foundation

        extension URL {
            var fileSize: UInt64 {
                (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? UInt64) ?? 0
            }
            var fileSizeString: String {
                ByteCountFormatter.string(fromByteCount: Int64(fileSize), countStyle: .file)
            }
        }

        """
    static let backup = """
        import Foundation

        struct Backup {
            let fileSize: Int64
            var formattedSize: String {
                let formatter = ByteCountFormatter()
                formatter.countStyle = .file
                return formatter.string(fromByteCount: fileSize)
            }
        }
        struct BackupRow { let backup: Backup; func show() { print(backup.formattedSize) } }
        struct Screen {
            func show() { print(BackupRow(backup: Backup(fileSize: 1)), URL(fileURLWithPath: "/").fileSizeString) }
        }

        """

    static func lint(_ files: [String: String]) throws -> [String] {
        var all = files
        all[".previewlint.yml"] = configuration
        return try TemporaryRepository(all).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
    }

    @Test func anotherTypesFieldHasNoURLToCallItOn() throws {
        #expect(try Self.lint(["App/URL+Size.swift": Self.urlSize, "App/Backup.swift": Self.backup]) == [])
    }

    @Test func anotherMemberOfTheURLCallsIt() throws {
        let label = """
            import Foundation

            extension URL {
                var sizeLabel: String {
                    let formatter = ByteCountFormatter()
                    formatter.countStyle = .file
                    return formatter.string(fromByteCount: Int64(fileSize))
                }
            }
            struct FileRow {
                func show() { print(URL(fileURLWithPath: "/").sizeLabel, URL(fileURLWithPath: "/").fileSizeString) }
            }

            """
        #expect(try Self.lint(["App/URL+Size.swift": Self.urlSize, "App/URL+Label.swift": label]) == [
            "App/URL+Size.swift:7:9: warning: URL.fileSizeString outputs what URL.sizeLabel (App/URL+Label.swift:4) "
                + "outputs, on all 13 inputs tried (sizeLabel [fileSize = 125] → \"125 bytes\", sizeLabel [fileSize = "
                + "3661] → \"4 KB\"); call that one instead of keeping a second formatter that will drift "
                + "(reimplemented_formatter)",
        ])
    }
}
