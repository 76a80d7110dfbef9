/// `1 file`, `3 files`: the counts the text reports print.
func plural(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
}
