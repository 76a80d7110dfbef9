import Foundation
import Testing

/// A called implicit member (`.mocked()`) is looked up in the type its context expects, as a
/// property is: a preview handing `.mocked()` to `FooRow(item:)` reaches `Foo.mocked` only, not
/// every type's `mocked`, and a `map` closure returns the element of the array its result is
/// declared as. Reaching every type's member made each preview reach the whole project's samples.
@Suite struct ImplicitMemberCallTests {
    static let source = """
        import SwiftUI
        struct Foo: Identifiable { let id: Int }
        struct Bar { let id: Int }
        extension Foo { static func mocked() -> Foo { Foo(id: 1) } }
        extension Bar { static func mocked() -> Bar { Bar(id: 2) } }
        struct FooRow: View {
            let item: Foo
            var body: some View { Text("\\(item.id)") }
        }
        extension Foo {
            static let previewList: [Foo] = (0..<3).map { _ in .mocked() }
            static func made() -> Foo { return .mocked() }
        }
        extension Bar { static let previewList: [Bar] = (0..<3).map({ _ in .mocked() }) }
        #Preview("Called") { FooRow(item: .mocked()) }
        #Preview("Mapped") { ForEach(Foo.previewList) { FooRow(item: $0) } }
        #Preview("Returned") { FooRow(item: .made()) }

        """

    static func reached() throws -> [String: [String]] {
        let result = try TemporaryRepository(["App/Foo.swift": source]).run("previews", "--format", "json")
        let json = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let previews = try #require(json["previews"] as? [[String: Any]])
        var reached: [String: [String]] = [:]
        for preview in previews {
            let name = try #require(preview["name"] as? String)
            let fixtures = try #require(preview["reached_fixtures"] as? [[String: Any]])
            reached[name] = fixtures.compactMap { $0["name"] as? String }
        }
        return reached
    }

    @Test func aCalledImplicitMemberNamesTheArgumentTypesMember() throws {
        #expect(try Self.reached()["Called"] == ["Foo.mocked"])
    }

    @Test func aMapClosureReturnsTheDeclaredArraysElement() throws {
        #expect(try Self.reached()["Mapped"] == ["Foo.mocked", "Foo.previewList"])
    }

    @Test func aReturnedCallNamesTheReturnTypesMember() throws {
        #expect(try Self.reached()["Returned"] == ["Foo.mocked", "Foo.made"])
    }
}
