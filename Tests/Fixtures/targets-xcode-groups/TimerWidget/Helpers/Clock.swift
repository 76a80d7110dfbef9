import Foundation

enum Clock {
    static func now() -> Date { Date() }
}
