import Foundation
import SwiftSyntax

/// A member that produces display text or a configured formatter (a function or computed property
/// returning `String`/`Text`, a property holding a `DateFormatter`, a `NumberFormatter` or a format
/// style), with hashes of its code that ignore how its own local names are spelled: two members of
/// one hash compute the same text the same way, whatever they and their parameters are called.
public struct FormattingBodyRecord: Codable, Sendable, Hashable {
    /// The enclosing types, dotted; empty for a global.
    public var owner: String
    /// `lastEGVDeltaFormatted()`, `format(seconds:)`, `dateFormatter`.
    public var name: String
    public var range: SourceRange
    /// The whole declaration: a format string written inside it was compared by its outputs when
    /// the member was (a property's, which format uses name no member for).
    public var declarationRange: SourceRange?
    public var tokenCount: Int
    /// Its tokens with parameters and locals renamed by first use and `self.` left out; empty when
    /// it is too short to compare by its tokens (then only its behaviour is compared).
    public var bodyHash: String
    /// What `NearCopies` compares; nil when it is not compared by its tokens (most members: one
    /// byte in the facts cache, not three empty lists).
    public var nearCopy: NearCopyFacts?
    public var conditions: [String] = []
    /// Static, or a global: callable without an instance.
    public var isStatic = false
    /// `private`/`fileprivate` (unusable elsewhere) or `public`/`open`/`package` (usable by modules
    /// that import it); empty when not written.
    public var access = ""
    /// Declared in an extension (`extension Formatter { static let dateMedium … }`).
    public var inExtension = false
    /// `override`, `@objc` or `@IBAction`: the framework or the runtime calls it (a view controller's
    /// `viewWillAppear`, a timer's selector, a storyboard's action), whether or not code names it.
    public var isCalledByFramework = false
    /// A formatter object or format style it holds or returns, rather than text.
    public var isFormatterObject = false
    /// How many `=` its code has, and for a format style built by its settings one for it and one
    /// per setting: a formatter set up with one or two settings says little.
    public var assignmentCount = 0
    /// Its code lowered to the behaviour IR, when every construct in it is modelled.
    public var behaviour: LoweredFormatter?
    /// Why its code could not be lowered (`calls fetchUser(_:)`), for `formatters --all`.
    public var loweringProblem: String?
    /// Named like a requirement types describe themselves by (`description`, `title`): compared
    /// only with members of its own type (two ways to show one value), never with another type's.
    public var describesItself = false
    /// Formatting written inline in the member `name` (`InlineFormatting`), at `range`: it can
    /// call formatters, but nothing can call it.
    public var isInline = false
    /// The configuration of a formatter object a type or file declares (`static let insulin:
    /// NumberFormatter = { … }()`), when it is modelled: others call it by its path.
    public var formatterSetup: FoundationFormat?
    /// Its code formats by itself (a format string, a formatter, arithmetic shown in text), short
    /// or not: what makes a caller's text formatting too (`formatsThrough`).
    public var formats = false
    /// Its code writes text of its own (a string literal with content): without any, it only
    /// hands values to what it calls.
    public var writesText = false
    /// Its code fixes `en_US_POSIX`, writes a `'T'` pattern or a hex format: it is compared by its
    /// outputs only, and only where they are not machine text (`MachineText`).
    public var writesMachineText = false
    /// Display text built only by calling these (`formatTime(minutes:)`) or reading these properties
    /// (`.asRoundedReadableString`): formatting when one of them is a member that formats, which is
    /// known once every file is read (`FormattingClones`). Empty for a member that formats by itself.
    public var formatsThrough: [String] = []

    public init(owner: String, name: String, range: SourceRange, tokenCount: Int, bodyHash: String, conditions: [String] = []) {
        self.owner = owner
        self.name = name
        self.range = range
        self.tokenCount = tokenCount
        self.bodyHash = bodyHash
        self.conditions = conditions
    }

    /// `WidgetViewModel.lastGlucoseChangeFormatted`.
    public var qualifiedName: String { owner.isEmpty ? name : "\(owner).\(name)" }

    /// How messages name it: `WidgetViewModel.label`, `the text CountdownView.body builds inline`.
    public var displayName: String { isInline ? "the text \(qualifiedName) builds inline" : qualifiedName }
}

enum FormattingBodyReader {
    /// Formatter objects and format styles: a property holding one configures formatting.
    static func isFormatterType(_ type: String) -> Bool {
        // Asked of every declaration's type: trimmed by hand, as a `CharacterSet` is built anew each call.
        var bare = Substring(type)
        while let last = bare.last, last == "?" || last == "!" || last == " " { bare.removeLast() }
        while let first = bare.first, first == "?" || first == "!" || first == " " { bare.removeFirst() }
        return bare.hasSuffix("Formatter") || bare.hasSuffix("FormatStyle")
    }

    /// The record of a body that formats, or nil when it is too short to say anything or formats nothing.
    /// What types conform to and describe themselves by: each type's own text, not a copy of another's
    /// (such a member is kept only when its code is lowered, to be compared within its type).
    static let protocolRequirements: Set<String> = [
        "description", "debugDescription", "localizedDescription", "errorDescription", "failureReason", "recoverySuggestion",
        "helpAnchor", "accessibilityLabel", "accessibilityValue", "title", "id",
    ]

    /// `behaviour`: the body lowered; when it is known, a body too short or plain to compare by its
    /// tokens is still recorded, to be compared by what it outputs.
    /// `throughCalls`: display text that formats nothing itself is kept with the names it calls
    /// (`formatsThrough`), to be compared token for token when one of them formats.
    /// `alwaysRecord`: however short (a formatter object others call by its path).
    static func read(_ body: Syntax, parameters: [String], owner: String, name: String, range: SourceRange,
                     conditions: [String], formatter: Bool, behaviour: LoweredFormatter? = nil, minimumTokens: Int = 20,
                     throughCalls: Bool = false, alwaysRecord: Bool = false) -> FormattingBodyRecord? {
        let describesItself = protocolRequirements.contains(name)
        if describesItself, behaviour?.unknownReason != nil || behaviour == nil { return nil }
        var locals = Set(parameters)
        for node in body.tokens(viewMode: .sourceAccurate) {
            // Names bound inside: `let total = …`, `for item in`, `{ value in … }`.
            guard case .identifier = node.tokenKind, let parent = node.parent else { continue }
            if parent.is(IdentifierPatternSyntax.self) || parent.is(ClosureShorthandParameterSyntax.self) || parent.is(ClosureParameterSyntax.self) {
                locals.insert(node.text)
            }
        }
        var hasher = TokenHasher()
        var renamed: [String: Int] = [:]
        var count = 0
        var formats = formatter
        var skipDot = false
        // Inside `\( … )`: arithmetic there computes what is shown (`"\(seconds / 60) min"`).
        var interpolationDepth = 0, pendingInterpolation = false
        var assignments = 0
        var writesText = false, writesMachineText = false
        var called = Set<String>()
        var nearCopy = NearCopyFacts.Reader()
        for token in body.tokens(viewMode: .sourceAccurate) {
            if skipDot, token.tokenKind == .period { skipDot = false; continue }
            skipDot = false
            if token.tokenKind == .keyword(.self), token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .period {
                skipDot = true
                continue
            }
            let textHash = TokenHasher.hash(token.text)
            var renamedLocal: String?
            nearCopy.read(token, textHash: textHash)
            switch token.tokenKind {
            case .identifier(let name):
                if locals.contains(name), isLocalUse(token) {
                    let index = renamed[name] ?? renamed.count
                    renamed[name] = index
                    renamedLocal = "$local\(index)"
                } else if name == "ISO8601DateFormatter" {
                    return nil
                } else if isFormatterType(name) || ["formatted", "localizedString", "localizedStringWithFormat"].contains(name) {
                    // `String.localizedStringWithFormat(_:_:)` is `String(format:)` in the user's locale.
                    formats = true
                } else if name.first?.isLowercase == true, token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen {
                    // A call of a function or method the project may declare (initializers aside).
                    called.insert(name)
                } else if name.first?.isLowercase == true, Self.isPropertyRead(token) {
                    // A read of a property the project may compute (`dose.asRoundedReadableString`).
                    called.insert("." + name)
                }
            case .equal:
                assignments += 1
            case .leftParen where formatter:
                // A format style built by its settings (`.units(allowed:width:fractionalPart:)`)
                // counts as a formatter constructed and set up one setting at a time.
                if let call = token.parent?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
                    assignments += 1 + call.arguments.filter { $0.label != nil }.count
                }
            case .backslash:
                pendingInterpolation = true
            case .leftParen where pendingInterpolation || interpolationDepth > 0:
                interpolationDepth += 1
                pendingInterpolation = false
            case .rightParen where interpolationDepth > 0:
                interpolationDepth -= 1
            case .binaryOperator(let op) where interpolationDepth > 0 && ["/", "%", "*"].contains(op):
                formats = true
            case .stringSegment where token.text.contains("en_US_POSIX") || token.text.contains("'T'") || Self.isHexEncoding(token.text):
                // A fixed machine format (Apple's en_US_POSIX advice, ISO 8601, bytes as hex digits) is
                // data, not display text, unless what it outputs says otherwise (`MachineText`).
                writesMachineText = true
            case .stringSegment where !token.text.allSatisfy(\.isWhitespace) && !NearCopyFacts.isMachineText(token):
                writesText = true
            default:
                break
            }
            count += 1
            hasher.combine(renamedLocal.map(TokenHasher.hash) ?? textHash)
            // `String(format:)`; a predicate's `NSPredicate(format:)` or `.init(format:)` is a query, not text.
            if Self.identifier(of: token) == "format", let open = token.previousToken(viewMode: .sourceAccurate), open.tokenKind == .leftParen,
               let callee = open.previousToken(viewMode: .sourceAccurate).flatMap(Self.identifier(of:)), ["String", "NSString"].contains(callee) {
                formats = true
            }
        }
        let known = behaviour.flatMap { $0.unknownReason == nil ? $0 : nil }
        // Machine formatting is compared by what it outputs, never by its tokens.
        if writesMachineText {
            guard let known, !describesItself else { return nil }
            var record = FormattingBodyRecord(owner: owner, name: name, range: range, tokenCount: count, bodyHash: "",
                                              conditions: conditions)
            record.isFormatterObject = formatter
            record.assignmentCount = assignments
            record.behaviour = known
            record.writesMachineText = true
            return record
        }
        called.remove(String(name.prefix { $0 != "(" }))
        let through = throughCalls && !formats && count >= minimumTokens ? called.sorted() : []
        let comparable = (formats || !through.isEmpty) && count >= minimumTokens
        guard comparable || known != nil || alwaysRecord else { return nil }
        var record = FormattingBodyRecord(owner: owner, name: name, range: range, tokenCount: count,
                                          bodyHash: comparable && !describesItself ? hasher.hex : "", conditions: conditions)
        record.describesItself = describesItself
        if !record.bodyHash.isEmpty { record.nearCopy = nearCopy.facts }
        record.formatsThrough = describesItself ? [] : through
        record.formats = formats && !describesItself
        record.writesText = writesText
        record.isFormatterObject = formatter
        record.assignmentCount = assignments
        record.behaviour = known
        record.loweringProblem = behaviour?.unknownReason
        return record
    }

    /// A name used or bound here, not an argument label (`NSNumber(value: value)`) or a member (`x.value`).
    private static func isLocalUse(_ token: TokenSyntax) -> Bool {
        guard let parent = token.parent else { return false }
        if let reference = parent.as(DeclReferenceExprSyntax.self) {
            return reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
        }
        return parent.is(IdentifierPatternSyntax.self) || parent.is(ClosureShorthandParameterSyntax.self) || parent.is(ClosureParameterSyntax.self)
    }

    /// `value.name` read, not called: a member of a value (not an enum case written `.name`).
    private static func isPropertyRead(_ token: TokenSyntax) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
              let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
              member.base != nil else { return false }
        return member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != member.id
    }

    /// A format of hex conversions only (`"%02x"`, `"%02X%02X"`): bytes or a digest spelled out.
    static func isHexEncoding(_ text: String) -> Bool {
        text.contains("%") && text.replacingOccurrences(of: #"%0?[0-9]*(hh|h|ll|l)?[xX]"#, with: "", options: .regularExpression).isEmpty
    }

    private static func identifier(of token: TokenSyntax) -> String? {
        if case .identifier(let name) = token.tokenKind { return name }
        return nil
    }
}
