@testable import PreviewLintKit
import Testing

/// What two copies must share to agree, read from their texts: tokens without whitespace,
/// comments, imports, attributes and access modifiers.
@Suite struct SourceShapeTests {
    private func shape(_ text: String) -> String { String(decoding: SourceShape.of(text), as: UTF8.self) }

    @Test func aModulesCopyAgreesWithTheAppsCopy() {
        let app = "import UIKit\n\nextension ImageView {\n    var activeURL: URL? { nil } // the app's\n    func setImage(url: URL?) { load(url) }\n}\n"
        let module = "import Foundation\nimport UIKit.UIImage\n\n@MainActor\npublic extension ImageView {\n    public private(set) var activeURL: URL? { nil }\n    @discardableResult public func setImage(url: URL?) { load(url) }\n}\n"
        #expect(shape(app) == shape(module))
        #expect(shape(app) == "extension ImageView { var activeURL : URL ? { nil } func setImage ( url : URL ? ) { load ( url ) } }")
    }

    @Test func namesThatLookLikeModifiersAndStringsStay() {
        #expect(shape("let package = Package(name: \"open public\")\nopen(url)\n") == "let package = Package ( name : \"open public\" ) open ( url )")
        #expect(shape("let s = \"\"\"\n  // not a comment\n  \"\"\"\n") == "let s = \"\"\"\n  // not a comment\n  \"\"\"")
        #expect(shape("let a = 1 /* x /* nested */ */ + 2") == "let a = 1 + 2")
        #expect(shape("func f() { a }") != shape("func f() { b }"))
    }

    @Test func aBlocksValueAgreesWithOrWithoutReturn() {
        #expect(shape("var endpoint: URL { return URL(string: base)! }") == shape("var endpoint: URL { URL(string: base)! }"))
        #expect(shape("items.map { item in return item.name }") == shape("items.map { item in item.name }"))
        #expect(shape("if done { return }") != shape("if done { }"))
        #expect(shape("func f() -> Int { let a = 1\n return a }") != shape("func f() -> Int { let a = 1\n a }"))
    }
}
