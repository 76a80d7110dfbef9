import SwiftSyntax

/// A target declaration call in a Swift manifest (`Package.swift`, Tuist `Project.swift`), read
/// without running it: only string literals count, anything computed is out of reach.
struct ManifestCall {
    /// The called name: `target`, `executableTarget`, `Target`, `init`…
    var callee: String
    var line: Int
    private var arguments: [String: ExprSyntax]

    init(_ call: FunctionCallExprSyntax, callee: String, line: Int) {
        self.callee = callee
        self.line = line
        var arguments: [String: ExprSyntax] = [:]
        for argument in call.arguments {
            if let label = argument.label?.text { arguments[label] = argument.expression }
        }
        self.arguments = arguments
    }

    func has(_ label: String) -> Bool { arguments[label] != nil }

    /// The value of a string literal argument without interpolation.
    func string(_ label: String) -> String? {
        arguments[label].flatMap(Self.literal)
    }

    /// Every plain string literal anywhere inside an argument: `["a", "b"]`, `.glob("a", excluding: ["b"])`…
    func strings(_ label: String) -> [String] {
        guard let expression = arguments[label] else { return [] }
        return expression.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .stringSegment(let text) = token.tokenKind,
                  let literal = token.parent?.parent?.parent?.as(StringLiteralExprSyntax.self),
                  literal.segments.count == 1 else { return nil }
            return text
        }
    }

    /// The name of every `.member` in an argument: `.app`, `[.iPhone, .iPad]`, `Destinations.iOS`.
    func memberNames(_ label: String) -> [String] {
        guard let expression = arguments[label] else { return [] }
        return expression.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .identifier(let text) = token.tokenKind,
                  token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period else { return nil }
            return text
        }
    }

    /// Strings of an argument, with those of `excluding:` arguments nested in it marked as exclusions.
    func stringsWithExclusions(_ label: String) -> (included: [String], excluded: [String]) {
        guard let expression = arguments[label] else { return ([], []) }
        var included: [String] = [], excluded: [String] = []
        for literal in expression.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.parent?.parent?.as(StringLiteralExprSyntax.self) }) {
            guard literal.segments.count == 1, let text = Self.literal(ExprSyntax(literal)) else { continue }
            let insideExcluding = sequence(first: Syntax(literal), next: \.parent).contains {
                $0.as(LabeledExprSyntax.self)?.label?.text == "excluding"
            }
            if insideExcluding { excluded.append(text) } else { included.append(text) }
        }
        return (included, excluded)
    }

    static func literal(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return nil }
        return segment.content.text
    }

    /// Target declaration calls of a manifest, skipping the `.target(name:)` references inside
    /// `dependencies:` arguments.
    static func calls(in tree: SourceFileSyntax, named names: Set<String>, lines: LineTable) -> [ManifestCall] {
        let finder = CallFinder(names: names, lines: lines)
        finder.walk(tree)
        return finder.calls
    }
}

private final class CallFinder: SyntaxVisitor {
    let names: Set<String>
    let lines: LineTable
    var calls: [ManifestCall] = []

    init(names: Set<String>, lines: LineTable) {
        self.names = names
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        node.label?.text == "dependencies" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee: String?
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            callee = member.declName.baseName.text
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            callee = reference.baseName.text
        } else {
            callee = nil
        }
        if let callee, names.contains(callee) {
            let line = lines.location(at: node.positionAfterSkippingLeadingTrivia.utf8Offset).line
            calls.append(ManifestCall(node, callee: callee, line: line))
        }
        return .visitChildren
    }
}
