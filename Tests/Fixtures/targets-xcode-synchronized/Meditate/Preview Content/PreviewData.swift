enum PreviewData {
    static let seconds = 125
}
