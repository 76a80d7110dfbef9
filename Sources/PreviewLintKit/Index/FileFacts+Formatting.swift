/// What formatting a file does: kept apart from its other facts and decoded from the cache on
/// first use, since only the formatting rules read it and decoding it was a tenth of a run that
/// re-reads every file's facts for one edited file.
public struct FormattingFacts: Codable, Sendable {
    /// Members that produce display text or configure a formatter, hashed for finding copies.
    public var formattingBodies: [FormattingBodyRecord] = []
    /// Text that prints one field as Swift prints it between words (`"\(power) W"`): no formatting
    /// of its own, kept to tell a field printed here and formatted elsewhere (`BehaviourTwins`).
    public var printedFields: [FormattingBodyRecord] = []
    /// Foundation formatters made and configured with constants, to find one set up twice.
    public var formatterSetups: [FormatterSetupRecord] = []
    /// The types' constants formatting reads by path (`Texts_Common.HIGH`).
    public var constants: [ProjectConstant] = []
    /// Functions of this file that formatting here calls for a value, not text (`temporalState(minutes:)`
    /// returning an enum case, `isToday(_:)`), lowered so the call is evaluated too.
    public var valueHelpers: [LoweredFormatter] = []
    /// Functions returning a value formatting is evaluated on, by signature (`CallReturn`).
    public var valueReturns: [ValueReturnRecord] = []
}

extension FileFacts {
    /// `facts.formattingBodies` and the others, read and written as if they were the file's own fields.
    public subscript<Value>(dynamicMember key: WritableKeyPath<FormattingFacts, Value>) -> Value {
        get { formatting[keyPath: key] }
        _modify { yield &formatting[keyPath: key] }
    }
}
