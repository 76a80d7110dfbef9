// libFuzzer entry point for `.previewlint.yml`: compiled by Scripts/fuzz.sh into the PreviewLintKit
// module itself, so it reaches internal API without widening the library's public surface.

/// Any bytes: libyaml, the tree builder, the configuration reader and the rule set built from it
/// (custom rules compile their regular expressions) must answer with a value or an error, never crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let configuration = try? ConfigurationLoader.parse(text, path: "/fuzz/.previewlint.yml", root: "/fuzz") else { return 0 }
    _ = try? RuleSet(configuration: configuration, enable: RuleRegistry.ruleTypes.map { $0.id })
    return 0
}
