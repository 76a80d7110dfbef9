import Testing

/// `Decimal`, the money type, is a number of its own: base-10 exact arithmetic, printed without a
/// trailing `.0`, literals beside it read as Decimals, bridged to `NSDecimalNumber` for a
/// NumberFormatter unchanged. Before, every member that read one was unknown.
@Suite struct DecimalTests {
    static func listing(_ body: String) throws -> String {
        try TemporaryRepository(["App/Money.swift": "import Foundation\n" + body + "\n"]).run("formatters", "--all").stdout
    }

    @Test func interpolationPrintsTheDecimalAsSwiftDoes() throws {
        let listing = try Self.listing("func zec(_ zatoshi: Decimal) -> String { \"\\(zatoshi / 100) ZEC\" }")
        #expect(listing.contains("outputs zec(Decimal(59)) → \"0.59 ZEC\""), "\(listing)")
        #expect(listing.contains("outputs zec(Decimal(0)) → \"0 ZEC\""), "\(listing)")
    }

    @Test func aNumberFormatterFormatsTheBridgedDecimal() throws {
        let listing = try Self.listing("""
            extension Decimal {
                var usd: String {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .decimal
                    formatter.minimumFractionDigits = 2
                    formatter.maximumFractionDigits = 2
                    return "$" + (formatter.string(from: self as NSDecimalNumber) ?? "")
                }
            }
            """)
        #expect(listing.contains("outputs Decimal(60).usd → \"$60.00\""), "\(listing)")
    }

    @Test func literalsBesideADecimalAreDecimals() throws {
        let listing = try Self.listing("""
            func fee(_ amount: Decimal) -> String { amount < 0.01 ? "< 0.01" : "\\(amount + 0.1 + 0.2)" }
            func ratio(_ amount: Decimal, _ count: Int) -> String { "\\(amount + Decimal(count))" }
            """)
        #expect(listing.contains("outputs fee(Decimal(1)) → \"1.3\""), "\(listing)")
        #expect(listing.contains("outputs fee(Decimal(0)) → \"< 0.01\""), "\(listing)")
        // A Decimal beside an Int that is not a literal does not compile without a conversion.
        #expect(listing.contains("ratio(Decimal(0), 59) → \"59\""), "\(listing)")
    }

    /// A computed property of the same extension, read bare or through `self`, is run on `self`.
    @Test func aSiblingPropertyIsRunOnSelf() throws {
        let listing = try Self.listing("""
            extension Decimal {
                var asMmolL: Decimal { self * 0.0555 }
                var formattedAsMmolL: String {
                    NumberFormatter.glucoseFormatter.string(from: asMmolL as NSDecimalNumber) ?? "\\(asMmolL)"
                }
            }
            extension NumberFormatter {
                static let glucoseFormatter: NumberFormatter = {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .decimal
                    formatter.maximumFractionDigits = 1
                    return formatter
                }()
            }
            """)
        #expect(listing.contains("outputs Decimal(59).formattedAsMmolL → \"3.3\""), "\(listing)")
    }

    /// Foundation's rounding of a Decimal, `NSDecimalRound(&result, &value, scale, mode)`, rounds it;
    /// a constant only a helper reads (`GlucoseUnits.exchangeRate`, typed `Decimal`) is known.
    @Test func decimalRoundRounds() throws {
        let listing = try Self.listing("""
            func rounded(_ value: Decimal, scale: Int, roundingMode: NSDecimalNumber.RoundingMode) -> Decimal {
                var result = Decimal()
                var toRound = value
                NSDecimalRound(&result, &toRound, scale, roundingMode)
                return result
            }
            enum GlucoseUnits {
                static let exchangeRate: Decimal = 0.0555
            }
            extension Int {
                var asMmolL: Decimal { rounded(Decimal(self) * GlucoseUnits.exchangeRate, scale: 1, roundingMode: .plain) }
                var formattedAsMmolL: String { "\\(asMmolL) mmol/L" }
            }
            """)
        #expect(listing.contains("outputs 125.formattedAsMmolL → \"6.9 mmol/L\""), "\(listing)")
    }
}
