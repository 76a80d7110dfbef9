import SwiftSyntax

extension SyntaxProtocol {
    /// The node's text without its outer trivia. swift-syntax's `trimmedDescription` rebuilds every
    /// ancestor up to the root to strip the trivia, which costs the size of the whole file for
    /// each call and made a 5 MB file take minutes; a detached copy has no ancestors to rebuild.
    var sourceText: String {
        detached.trimmedDescription
    }
}
