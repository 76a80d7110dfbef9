import Foundation
import Synchronization

/// Compiles each shape's pattern once per process and matches whole strings against it.
final class ShapeMatcher: Sendable {
    static let shared = ShapeMatcher()
    private let cache = Mutex<[String: NSRegularExpression]>([:])

    func matches(_ shape: FormatShape, _ text: String) -> Bool {
        guard let expression = expression(for: shape.pattern) else { return false }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    private func expression(for pattern: String) -> NSRegularExpression? {
        if let cached = cache.withLock({ $0[pattern] }) { return cached }
        let compiled = try? NSRegularExpression(pattern: "^(?:\(pattern))$")
        cache.withLock { $0[pattern] = compiled }
        return compiled
    }
}
