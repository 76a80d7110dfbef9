import SwiftParser
import SwiftSyntax

/// The declaration a finding is reported at, line by line. A rule that names a member (a formatter
/// written twice, a formatter set up again) reports it at the member's name, while a reader cites
/// the line inside it that shows the defect; the finding is about the whole member, so a place
/// cited inside its body is the same place.
public struct DeclarationBody: Sendable, Equatable {
    /// From the line of its name to its last line.
    public let lines: ClosedRange<Int>
    /// Each of those lines, normalised as a finding's line is.
    public let texts: [String]

    /// Whether `span` lies inside the declaration.
    func contains(_ span: ClosedRange<Int>) -> Bool {
        lines.contains(span.lowerBound) && lines.contains(span.upperBound)
    }

    /// Whether a line of the declaration contains `text`.
    func contains(_ text: String) -> Bool {
        let wanted = Finding.normalizedLine(text)
        return !wanted.isEmpty && texts.contains { $0.contains(wanted) }
    }
}

/// Each member declaration of one file (functions, properties, initializers, subscripts) by the
/// line its name is on.
struct DeclarationBodies {
    private var byNameLine: [Int: DeclarationBody] = [:]

    init(source: String) {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        for (name, declaration) in collector.found {
            let first = converter.location(for: name.positionAfterSkippingLeadingTrivia).line
            let last = converter.location(for: declaration.endPositionBeforeTrailingTrivia).line
            // The outermost declaration named on a line wins (a property, not its accessor's closure).
            guard byNameLine[first] == nil, first <= last, last <= lines.count else { continue }
            let texts = lines[(first - 1)..<last].map { Finding.normalizedLine(String($0)) }
            byNameLine[first] = DeclarationBody(lines: first...last, texts: texts)
        }
    }

    subscript(line: Int) -> DeclarationBody? { byNameLine[line] }

    /// Name tokens and their declarations, outer ones first.
    private final class Collector: SyntaxVisitor {
        var found: [(TokenSyntax, Syntax)] = []

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            found.append((node.name, Syntax(node)))
            return .visitChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            found.append((node.initKeyword, Syntax(node)))
            return .visitChildren
        }

        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
            found.append((node.subscriptKeyword, Syntax(node)))
            return .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            // One binding: its name; several share the declaration's lines and none owns them.
            if node.bindings.count == 1, let binding = node.bindings.first,
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier {
                found.append((name, Syntax(node)))
            }
            return .visitChildren
        }
    }
}
