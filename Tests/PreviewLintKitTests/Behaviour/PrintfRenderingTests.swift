import Testing
@testable import PreviewLintKit

/// `String(format:)` as C's printf writes it (POSIX locale), from the values Swift passes.
@Suite struct PrintfRenderingTests {
    func render(_ format: String, _ arguments: BehaviourValue...) -> String? {
        try? PrintfFormat(format).render(arguments)
    }

    @Test(arguments: [
        ("%d", BehaviourValue.int(5), "5"),
        ("%d", .int(-5), "-5"),
        ("%i", .int(7), "7"),
        ("%02d", .int(5), "05"),
        ("%02d", .int(-5), "-5"),
        ("%02d", .int(123), "123"),
        ("%2d", .int(5), " 5"),
        ("%-5d|", .int(42), "42   |"),
        ("%+d", .int(3), "+3"),
        ("% d", .int(3), " 3"),
        ("%.3d", .int(7), "007"),
        ("%ld", .int(3_000_000_000), "3000000000"),
        ("%lld", .int(-1), "-1"),
        // Without `l`, %d reads the low 32 bits of Swift's 64-bit Int.
        ("%d", .int(3_000_000_000), "-1294967296"),
        ("%u", .int(-1), "4294967295"),
        ("%x", .int(255), "ff"),
        ("%X", .int(255), "FF"),
        ("%#x", .int(255), "0xff"),
        ("%x", .int(-1), "ffffffff"),
        ("%f", .double(1.5), "1.500000"),
        ("%.1f", .double(2.0833333333333335), "2.1"),
        ("%.2f", .double(3.14159), "3.14"),
        ("%5.1f", .double(3.14159), "  3.1"),
        ("%05.1f", .double(-2.5), "-02.5"),
        ("%.1f", .double(-0.04), "-0.0"),
        ("%f", .double(1e20), "100000000000000000000.000000"),
        ("%e", .double(125), "1.250000e+02"),
        ("%.2e", .double(0.000123), "1.23e-04"),
        ("%E", .double(0), "0.000000E+00"),
        ("%@", .string("abc"), "abc"),
        ("%s", .string("abc"), "abc"),
        ("%5s", .string("abc"), "  abc"),
        ("%.1f%%", .double(42.5), "42.5%"),
        ("100%%", .int(0), "100%"),
    ])
    func conversionsPrintAsC(format: String, value: BehaviourValue, expected: String) {
        #expect(render(format, value) == expected, "\(format)")
    }

    /// printf rounds the exact binary value, and exact halves to even.
    @Test(arguments: [
        (0.25, "%.1f", "0.2"),
        (0.35, "%.1f", "0.3"),
        (2.45, "%.1f", "2.5"),
        (1.005, "%.2f", "1.00"),
        (0.5, "%.0f", "0"),
        (1.5, "%.0f", "2"),
        (2.5, "%.0f", "2"),
        (9.96, "%.1f", "10.0"),
        (9.5, "%.0e", "1e+01"),
    ])
    func roundingIsExact(value: Double, format: String, expected: String) {
        #expect(render(format, .double(value)) == expected, "\(format) of \(value)")
    }

    @Test func argumentsCanBeNumbered() {
        #expect(render("%2$d of %1$d", .int(5), .int(2)) == "2 of 5")
    }

    /// An integer given to `%@` is bridged to NSNumber, which describes itself by its digits
    /// (`String(format: NSLocalizedString("%@ days", comment: ""), NSNumber(value: days))`).
    @Test func anIntegerForAnObjectIsItsDigits() {
        #expect(render("%@ days", .int(12)) == "12 days")
        #expect(render("%@", .int(-3)) == "-3")
        #expect(render("%5@", .int(3)) == nil)
    }

    @Test func mismatchedArgumentsAreUnknown() {
        #expect(render("%f", .int(1)) == nil)
        #expect(render("%d", .double(1)) == nil)
        #expect(render("%@", .double(1.5)) == nil)
        #expect(render("%d %d", .int(1)) == nil)
        #expect(render("%a", .double(1)) == nil)
        #expect(render("%g", .int(1)) == nil)
    }

    /// `%g` as the C standard says: `%f` or `%e` by the exponent, trailing zeros dropped unless `#`
    /// keeps them (glibc drops them for `%#g` of 999999.5, which rounds up to 1e+06; the standard
    /// keeps them).
    @Test func generalFloatingPoint() {
        #expect(render("%g", .double(0.0001)) == "0.0001")
        #expect(render("%g", .double(0.00001)) == "1e-05")
        #expect(render("%g", .double(100000)) == "100000")
        #expect(render("%g", .double(1000000)) == "1e+06")
        #expect(render("%.3g", .double(1234.5)) == "1.23e+03")
        #expect(render("%#g", .double(1)) == "1.00000")
        #expect(render("%#g", .double(999999.5)) == "1.00000e+06")
        #expect(render("%G", .double(1e-10)) == "1E-10")
    }
}
