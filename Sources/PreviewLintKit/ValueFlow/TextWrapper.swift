/// An enum of the project that stands for text: keys of a string table beside a case that holds
/// text made elsewhere (`case custom(String)`), read as text through a property of its own
/// (`var toString: String`). A value made with that case shows its payload, so
/// `transactionDate: .custom(date.formatted())` fills the field with formatted text, and a
/// preview's `.custom("16 February 2024")` writes a literal into it. An enum whose payloads are
/// not read back as text (a reducer's actions) keeps its cases as slots of their own.
enum TextWrapper {
    static func wrapsText(_ info: TypeTable.TypeInfo) -> Bool {
        info.cases.values.contains(where: holdsText)
            && info.properties.values.contains { $0.isComputed && !$0.isStatic && TypeTable.isText($0.type) }
    }

    /// A case with one unlabeled text payload (`custom(String)`); a labeled one
    /// (`contactUs(date: String)`) names what it holds: data of that case, a slot of its own.
    static func holdsText(_ payload: [ValueParameter]) -> Bool {
        payload.count == 1 && payload[0].label == "_" && TypeTable.isText(payload[0].type)
    }
}
