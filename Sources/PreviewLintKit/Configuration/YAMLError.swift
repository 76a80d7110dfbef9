/// A YAML document that could not be read, with the position libyaml reported.
public struct YAMLError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var mark: YAMLMark
    public var message: String

    public var description: String {
        "\(path):\(mark.line):\(mark.column): error: \(message)"
    }
}
