// libFuzzer entry point for `project.pbxproj`: compiled by Scripts/fuzz.sh into the PreviewLintKit
// module itself, so it reaches internal API without widening the library's public surface.

/// Swift files the memberships can resolve to, so fuzzed projects that name them exercise the whole path.
private let swiftFiles = ["App/ContentView.swift", "App/App.swift", "Widget/Widget.swift", "Shared/Model.swift", "App/Sub/Deep.swift"]
    .map { "/fuzz/" + $0 }

/// Any bytes as a project file: the old-style property list reader, object resolution (groups that
/// contain themselves, references to nowhere, wrong `isa`s) and synchronized folders must answer
/// with targets or a line:column error, never crash or loop.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProjectFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let reader = XcodeProjectReader(path: "/fuzz/App.xcodeproj/project.pbxproj", swiftFiles: swiftFiles, root: "/fuzz")
    _ = try? reader.read(text: text)
    return 0
}
