enum Layout {
    static let padding = 8
}
