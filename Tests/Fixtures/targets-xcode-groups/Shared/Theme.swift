enum Theme {
    static let accent = "orange"
    static let cornerRadius = 12
}
