enum Theme {
    static let accent = "teal"
}
