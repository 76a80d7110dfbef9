@testable import PreviewLintKit
import Testing

/// Which comments declare their file a copy: the byte scan in front of the pattern must let
/// through every spelling the pattern reads, in any case, and nothing else decides.
@Suite struct CopyNoteTests {
    @Test(arguments: [
        "// Keep in sync with the widget's copy", "// KEEP THIS IN SYNC WITH App/Timer.swift",
        "/* Duplicated in the widget extension */", "// Copied From App/TimerView.swift",
        "// Mirrored into WatchApp", "/// A copy of TimerFormatter.swift, they stay identical",
        "// Keep these identical to App/Timer.swift", "// Copyright 2024 Acme. Copy of App/Timer.swift",
    ])
    func aNoteDeclaresACopy(comment: String) {
        #expect(CopyNote.declares(comment))
    }

    @Test(arguments: [
        "// Synchronous on purpose", "// cop", "// The timer's display text", "",
        "//  Copyright © 2024 Acme. All rights reserved.", "// Copyrighted of Timer.swift",
    ])
    func otherCommentsDoNot(comment: String) {
        #expect(!CopyNote.declares(comment))
    }
}
