import Foundation

protocol TextGenerator {
    var outputText: String { get }
}

#if DEBUG
enum ContentMother {
    static func makeTitle(prefix: String = "Hello") -> String { prefix + " world" }
}

struct PreviewTextGenerator: TextGenerator {
    var outputText: String
    static let success = PreviewTextGenerator(outputText: "Done")
}

extension Date {
    static let previewDate = Date(timeIntervalSince1970: 0)
}

struct Film {
    var title: String
    static func mocked(title: String = "A New Hope") -> Film { Film(title: title) }
}
#endif
