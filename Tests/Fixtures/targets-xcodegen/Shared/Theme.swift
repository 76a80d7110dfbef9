enum Theme {
    static let accent = "red"
}
