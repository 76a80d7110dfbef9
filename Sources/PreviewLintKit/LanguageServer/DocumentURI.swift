import Foundation

/// `file://` URIs as editors send them, and back.
enum DocumentURI {
    static func path(_ uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = String(uri.dropFirst("file://".count))
        // `file://host/path`: only the local host is meaningful here.
        if !rest.hasPrefix("/"), let slash = rest.firstIndex(of: "/") { rest = String(rest[slash...]) }
        return rest.removingPercentEncoding.map(FilePath.normalize)
    }

    static func uri(_ path: String) -> String {
        "file://" + (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)
    }
}
