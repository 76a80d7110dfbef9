import Testing
@testable import Core

@Test func formats() { #expect(timerDisplay(seconds: 65) == "1:5") }
