import Testing
@testable import PreviewLintKit

/// Lowering source text: what is read, and what makes a whole function unknown.
@Suite struct FormatterLoweringTests {
    @Test func theSeedFormatterLowersAndRuns() {
        let source = BehaviourSource("""
        func formatTime(_ s: Int) -> String { String(format: "%d:%02d", s / 60, s % 60) }
        """)
        let formatter = source["formatTime"]
        #expect(formatter.signature == "formatTime(_:)")
        #expect(formatter.parameters == [BehaviourParameter(label: nil, name: "s", typeName: "Int")])
        #expect(formatter.unknownReason == nil)
        #expect(source.outcome("formatTime", .int(125)) == .text("2:05"))
        #expect(source.outcome("formatTime", .int(3661)) == .text("61:01"))
        // Truncating division, remainder with the dividend's sign.
        #expect(source.outcome("formatTime", .int(-61)) == .text("-1:-1"))
    }

    /// CoreLocation's and CoreFoundation's names for Double are numbers like Double.
    @Test func theSDKsAliasesOfDoubleAreNumbers() {
        let source = BehaviourSource("""
            import CoreLocation
            func distance(_ meters: CLLocationDistance) -> String { String(format: "%.1f km", meters / 1000) }
            func speed(_ value: CLLocationSpeed) -> String { "\\(Int(value * 3.6)) km/h" }
            """)
        #expect(source.outcome("distance", .double(3661)) == .text("3.7 km"))
        #expect(source.outcome("speed", .double(10)) == .text("36 km/h"))
    }

    @Test func localsBranchesAndImplicitConversions() {
        let source = BehaviourSource("""
        func timerDisplayFromSeconds(seconds: Double, showSeconds: Bool) -> String {
            let totalSeconds = Int(seconds)
            let minutes = totalSeconds / 60
            let secs = totalSeconds % 60
            if showSeconds { return String(format: "%d:%02d", minutes, secs) }
            return "\\(minutes) min"
        }
        func minutes(_ s: Double) -> String { "\\(s / 60)" }
        func rounded(_ s: Double) -> String { "\\(Int((s / 60).rounded())) min" }
        func tenths(_ s: TimeInterval) -> String {
            var value: Double = 0
            value = s / 60
            return String(format: "%.1f", value)
        }
        """)
        #expect(source.outcome("timerDisplayFromSeconds", .double(125), .bool(true)) == .text("2:05"))
        #expect(source.outcome("timerDisplayFromSeconds", .double(125), .bool(false)) == .text("2 min"))
        #expect(source.outcome("minutes", .double(125)) == .text("2.0833333333333335"))
        #expect(source.outcome("rounded", .double(90)) == .text("2 min"))
        #expect(source.outcome("tenths", .double(125)) == .text("2.1"))
    }

    @Test func anInitializerSpelledOutIsTheSameCall() {
        let source = BehaviourSource("""
        func clock(_ ms: Int64) -> String {
            let formatter = DateFormatter()
            formatter.dateFormat = "HH:mm"
            formatter.timeZone = TimeZone(identifier: "UTC")
            return formatter.string(from: Date.init(timeIntervalSince1970: Double(ms / 1000)))
        }
        """)
        #expect(source["clock"].unknownReason == nil)
        #expect(source.outcome("clock", .int(3_661_000)) == .text("01:01"))
    }

    @Test func switchesGuardsAndOptionals() {
        let source = BehaviourSource("""
        func ago(_ s: Int) -> String {
            switch s {
            case ..<0: return "soon"
            case 0..<60: return "\\(s)s"
            case 60..<3600: return "\\(s / 60)m"
            case 3600...: return "\\(s / 3600)h"
            default: return ""
            }
        }
        func label(_ count: Int?) -> String {
            guard let count else { return "–" }
            let noun = switch count {
            case 1: "item"
            case let n where n < 0: "error"
            default: "items"
            }
            return "\\(count) \\(noun)"
        }
        func shown(_ text: String?) -> String { text ?? "none" }
        """)
        #expect(source.outcome("ago", .int(-1)) == .text("soon"))
        #expect(source.outcome("ago", .int(59)) == .text("59s"))
        #expect(source.outcome("ago", .int(61)) == .text("1m"))
        #expect(source.outcome("ago", .int(3661)) == .text("1h"))
        #expect(source.outcome("label", .none) == .text("–"))
        #expect(source.outcome("label", .int(1)) == .text("1 item"))
        #expect(source.outcome("label", .int(3)) == .text("3 items"))
        #expect(source.outcome("label", .int(-2)) == .text("-2 error"))
        #expect(source.outcome("shown", .none) == .text("none"))
    }

    @Test func formattersConfiguredInTheBodyOrInAStaticClosure() {
        let source = BehaviourSource("""
        enum Formatters {
            static let clock: DateFormatter = {
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.dateFormat = "HH:mm"
                return formatter
            }()
        }
        func clock(_ date: Date) -> String { Formatters.clock.string(from: date) }
        func elapsed(_ seconds: TimeInterval) -> String {
            let formatter = DateComponentsFormatter()
            formatter.allowedUnits = [.minute, .second]
            formatter.unitsStyle = .abbreviated
            return formatter.string(from: seconds) ?? ""
        }
        func share(_ fraction: Double) -> String {
            let formatter = NumberFormatter()
            formatter.minimumFractionDigits = 2
            formatter.numberStyle = .percent
            return formatter.string(from: NSNumber(value: fraction))!
        }
        struct Row {
            static let shared = DateFormatter()
            func day(_ date: Date) -> String { Self.shared.string(from: date) }
        }
        func spelled(_ seconds: TimeInterval) -> String {
            let formatter = DateComponentsFormatter()
            formatter.allowedUnits = [.minute, .second]
            formatter.unitsStyle = .spellOut
            return formatter.string(from: seconds)!
        }
        """)
        #expect(source.outcome("clock", .date(1_709_283_907)) == .text("09:05"))
        #expect(source.outcome("elapsed", .double(125)) == .text("2m 5s"))
        // Setting numberStyle after the digits resets them: percent's default of none.
        #expect(source.outcome("share", .double(0.256)) == .text("26%"))
        // A set-up the model does not follow, written in constants, is known by its steps.
        #expect(source.outcome("spelled", .double(125)).description == "\"⟨DateComponentsFormatter(allowedUnits = [.minute, .second], unitsStyle = .spellOut) of 125⟩\"")
        #expect(source["day"].unknownReason == "shared is configured outside its declaration")
    }

    @Test func staticConstantsAreInlinedAndStoredPropertiesAreUnknown() {
        let source = BehaviourSource("""
        struct Timer {
            static let secondsPerMinute = 60
            var elapsed: Int
            func label(_ s: Int) -> String { "\\(s / Self.secondsPerMinute) min" }
            var elapsedLabel: String { "\\(elapsed / Self.secondsPerMinute) min" }
            var limitLabel: String {
                get { "\\(Timer.secondsPerMinute) s" }
            }
        }
        """)
        #expect(source.outcome("label", .int(125)) == .text("2 min"))
        #expect(source["elapsedLabel"].unknownReason == "reads elapsed from its context")
        #expect(source.outcome("limitLabel") == .text("60 s"))
    }

    @Test func closuresLowerWithTheirParameters() throws {
        let source = "let format: (Int) -> String = { s in String(format: \"%d:%02d\", s / 60, s % 60) }"
        let closure = try #require(SyntaxFinder.closure(in: source))
        let lowered = FormatterLowering().lower(closure, name: "format", parameterTypes: ["Int"])
        #expect(BehaviourEvaluator().outcome(of: lowered, arguments: [.int(245)]) == .text("4:05"))
    }

    @Test(arguments: [
        ("func f(_ id: Int) -> String { let user = fetchUser(id); return \"\\(id)\" }", "calls fetchUser(_:)"),
        ("func f(_ n: Int) -> String { var s = \"\"; for i in 0..<n { s += \"\\(i)\" }; return s }", "uses a for loop"),
        ("func f(_ id: Int) -> String { URLSession.shared.dataTask(with: Self.request).resume(); return \"\\(id)\" }",
         "calls URLSession.shared.dataTask(with: Self.request).resume()"),
        ("func f(_ id: Int) -> String { let name = api.fetchName(id); return name }", "calls api.fetchName(_:)"),
        ("func f(_ n: Int) -> String { let d = DateFormatter(); d.dateFormat = \"HH:mm\"; return d.string(from: Date(timeIntervalSinceReferenceDate: 0)) }",
         "calls Date(timeIntervalSinceReferenceDate:)"),
        ("func f(_ n: Int) -> String { print(n); return \"\\(n)\" }", "calls print(_:)"),
        ("func f(_ n: Int?) -> String { \"\\(n)\" }", "interpolates the optional n"),
        ("func f(_ n: Int) -> String { n.formatted(.byteCount(style: style)) }", "calls n.formatted"),
        ("func f(_ n: Double) -> String { String(format: \"%a\", n) }", "format conversion %a is not modelled"),
        ("func f(_ n: Double) -> String { let f = NumberFormatter(); f.locale = Locale(identifier: code); return f.string(for: n)! }",
         "f sets locale = Locale(identifier: code)"),
        ("func f(_ d: Date) -> String { let f = DateFormatter(); f.locale = Settings.locale; f.dateFormat = \"MMM\"; return f.string(from: d) }",
         "f sets locale = Settings.locale"),
        ("func f(_ d: Date) -> String { let f = DateFormatter(); f.setLocalizedDateFormatFromTemplate(template); return f.string(from: d) }",
         "reads template from its context"),
        ("func f(_ s: Int) -> String { Duration.seconds(s).formatted(.units(allowed: [.milliseconds], width: .abbreviated)) }",
         "formats a Duration with .units(allowed:width:), which is not modelled"),
        ("func f(_ s: String) -> String { String(format: \"%s!\", s) }", "passes s to %s, which reads a C string"),
    ])
    func unsupportedConstructsMakeTheWholeFunctionUnknown(source: String, reason: String) {
        let formatter = BehaviourSource(source)["f"]
        #expect(formatter.unknownReason == reason)
    }

    @Test func callsReachOtherLoweredFunctions() {
        let source = BehaviourSource("""
        func pad(_ n: Int) -> String { n < 10 ? "0\\(n)" : "\\(n)" }
        func clock(_ s: Int) -> String { "\\(s / 60):\\(pad(s % 60))" }
        func paddedName(_ name: String) -> String { name.padding(toLength: 4, withPad: ".", startingAt: 0) + "|" }
        func shout(_ name: String) -> String { String(format: "%s!", (name as NSString).utf8String!) }
        """)
        #expect(source.outcome("clock", .int(125)) == .text("2:05"))
        #expect(source.outcome("paddedName", .string("a")) == .text("a...|"))
        #expect(source.outcome("paddedName", .string("abcdef")) == .text("abcd|"))
        #expect(source.outcome("shout", .string("a")) == .text("a!"))
    }

    @Test func trapsAreOutcomesOfTheirOwn() {
        let source = BehaviourSource("""
        func perItem(_ total: Int, _ count: Int) -> String { "\\(total / count) each" }
        func whole(_ s: Double) -> String { "\\(Int(s / 0))" }
        """)
        #expect(source.outcome("perItem", .int(10), .int(0)) == .traps("division by zero"))
        #expect(source.outcome("perItem", .int(10), .int(3)) == .text("3 each"))
        #expect(source.outcome("whole", .double(1)) == .traps("Int(inf) does not fit"))
    }

    @Test func finiteAndNaNChecksOfADouble() {
        let source = BehaviourSource("""
        extension TimeInterval {
            var clock: String {
                guard self.isFinite && !isNaN && self >= 0 else { return "0:00" }
                return String(format: "%d:%02d", Int(self) / 60, Int(self) % 60)
            }
        }
        """)
        #expect(source.outcome("clock", .double(125)) == .text("2:05"))
        #expect(source.outcome("clock", .double(-1)) == .text("0:00"))
    }

    /// An extension of a numeric protocol formats Ints (or Doubles), as apps call it.
    @Test func extensionsOfNumericProtocolsFormatTheirValue() {
        let source = BehaviourSource("""
            extension BinaryInteger {
                var minutesText: String { "\\(self / 60) min" }
            }
            extension BinaryFloatingPoint {
                var percentText: String { String(format: "%.0f%%", Double(self) * 100) }
            }
            """)
        #expect(source.outcome("minutesText", .int(125)) == .text("2 min"))
        #expect(source.outcome("percentText", .double(0.5)) == .text("50%"))
    }
}
