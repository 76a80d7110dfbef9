import SwiftSyntax

/// The names one member's code reads (a function, initializer, property with its accessors and
/// initial value, or a preview), hashed: what a view built from preview data can show of it. A
/// name the code writes (`self.x = …`), or a parameter or local of its own, is no read of a member.
public struct MemberReads: Codable, Sendable, Hashable {
    /// The enclosing type, qualified; empty for globals and previews.
    public var owner: String
    /// The base name: `body`, `format`, `init`, `#Preview`.
    public var name: String
    /// Declared `override`: code of the platform calls it (`viewDidLoad`), not the project by name.
    public var isOverride = false
    /// A static member: the only kind an implicit member (`.body` for a font) can name.
    public var isStatic = false
    public var range: SourceRange
    /// `ProductionReference.bareKey` of each name read, sorted.
    public var reads: [UInt64] = []
}

/// Keeps the names read for the member being walked; `ValueFlowReader` tells it where members
/// start and end and hands it every name reference.
struct MemberReadsRecorder {
    private(set) var records: [MemberReads] = []
    private var open: [(index: Int, reads: Set<UInt64>)] = []

    var isInsideMember: Bool { !open.isEmpty }

    /// A member declared in a type's member block, a global, or a preview.
    static func isMemberLevel(_ node: some SyntaxProtocol, insideMember: Bool) -> Bool {
        if node.parent?.is(MemberBlockItemSyntax.self) == true { return true }
        return !insideMember && node.parent?.is(CodeBlockItemSyntax.self) == true
    }

    mutating func enter(owner: String, name: String, isOverride: Bool = false, isStatic: Bool = false,
                        range: SourceRange) {
        open.append((records.count, []))
        records.append(MemberReads(owner: owner, name: name, isOverride: isOverride, isStatic: isStatic, range: range))
    }

    mutating func leave() {
        guard let last = open.popLast() else { return }
        records[last.index].reads = last.reads.sorted()
    }

    /// A name the code refers to. `isLocal` says whether a bare name is a parameter or local of the
    /// code around it (`self.title = title` reads the parameter, not the property). An implicit
    /// member (`.body`, `.init`) is kept apart: it names a static member of a type the context gives.
    mutating func note(_ node: DeclReferenceExprSyntax, isLocal: (String) -> Bool) {
        guard !open.isEmpty, case .identifier(var name) = node.baseName.tokenKind else { return }
        if name.hasPrefix("$") { name.removeFirst() }
        let isMemberName = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
        if Self.isAssignmentTarget(isMemberName ? Syntax(node.parent!) : Syntax(node)) { return }
        if !isMemberName, node.parent?.is(KeyPathPropertyComponentSyntax.self) != true, isLocal(name) { return }
        // `Screen.DisplayData`: the outer type only names the nested one; no instance of it is made.
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.base?.id == node.id,
           access.declName.baseName.text.first?.isUppercase == true { return }
        let isImplicit = isMemberName && node.parent?.as(MemberAccessExprSyntax.self)?.base == nil
        let key = isImplicit ? ProductionReference.implicitKey(name) : ProductionReference.bareKey(name)
        open[open.count - 1].reads.insert(key)
    }

    /// `x = …`, `self.x = …`: the left side of a plain assignment, a write.
    private static func isAssignmentTarget(_ node: Syntax) -> Bool {
        guard let list = node.parent?.as(ExprListSyntax.self),
              let position = list.firstIndex(where: { $0.id == node.id }) else { return false }
        let next = list.index(after: position)
        return next < list.endIndex && list[next].is(AssignmentExprSyntax.self)
    }
}
