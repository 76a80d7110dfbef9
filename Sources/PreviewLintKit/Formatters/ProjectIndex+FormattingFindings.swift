extension ProjectIndex {
    /// What comparing every formatter's outputs found, with each input traced to the field production
    /// takes it from (`FieldOrigins`): built when a formatting rule first asks.
    var formattingFindings: BehaviourTwins.Findings {
        formattingClones.behaviour.findings { fieldOrigins }
    }

    /// Members copied from one another and changed since (`FormattingClones.nearCopies`).
    var formattingNearCopies: [[FormattingClones.Place]] {
        formattingClones.nearCopies { formattingFindings }
    }

    /// Where the project's fields and parameters take their values from in production.
    var fieldOrigins: FieldOrigins {
        memos.built("field-origins") { FieldOrigins(graph: valueFlow) }
    }

    /// Members whose date pattern is a held formatter's (`HeldFormatterReaders`), built once a run.
    var heldFormatterReaders: HeldFormatterReaders {
        memos.built("held-formatter-readers") { HeldFormatterReaders(files: files) }
    }
}
