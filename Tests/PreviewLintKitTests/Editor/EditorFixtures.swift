import Foundation

/// Configurations and sources shared by the editor-integration tests: a custom rule gives
/// violations (and, with `replacement:`, fix-its) without depending on any built-in rule.
enum EditorFixtures {
    static let printRule = """
    custom_rules:
      no_print:
        regex: '\\bprint\\('
        message: Use the logger
    """

    static let fixableRule = """
    custom_rules:
      no_print:
        regex: '\\bprint\\('
        message: Use the logger
        replacement: 'log('
    """

    static func run(_ repository: TemporaryRepository, _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> CommandResult {
        var environment = environment
        if environment["XDG_CACHE_HOME"] == nil { environment["XDG_CACHE_HOME"] = repository.path + "/.cache" }
        return try CommandRunner.run(arguments, in: repository.path, stdin: stdin, environment: environment)
    }
}
