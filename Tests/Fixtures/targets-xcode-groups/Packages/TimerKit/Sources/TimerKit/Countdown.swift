public struct Countdown {
    public var seconds: Int
    public init(seconds: Int) { self.seconds = seconds }
}
