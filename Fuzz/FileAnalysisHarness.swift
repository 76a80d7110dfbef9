// libFuzzer entry point for the per-file analysis: compiled by Scripts/fuzz.sh into the PreviewLintKit
// module itself, so it reaches internal API without widening the library's public surface.
import Foundation

private let configuration: Configuration = {
    let yaml = """
    custom_rules:
      no_print:
        regex: 'print\\('
        match_in: [code]
      no_todo:
        regex: 'TODO'
        match_in: [comment, string]
    """
    return try! ConfigurationLoader.parse(yaml, path: "/fuzz/.previewlint.yml", root: "/fuzz")
}()

private let linter = Linter(
    configuration: configuration,
    ruleSet: try! RuleSet(configuration: configuration, enable: RuleRegistry.ruleTypes.map { $0.id })
)

/// Any bytes as a Swift file: decoding, the one parse and facts walk (`Linter.facts(of:)`), every rule
/// and suppression, exactly as `lint --use-stdin` runs them, without touching the file system.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFileAnalysis(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let path = "/fuzz/Sources/Input.swift"
    guard case .success(let file) = SourceFile.decode(Data(bytes: data, count: size), path: path) else { return 0 }
    _ = linter.lint(LintRequest(paths: [path], standardInput: (path, file.text), jobs: 1))
    return 0
}
