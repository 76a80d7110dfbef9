#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import PreviewLintKit

/// The printf model against the C library itself, on numbers from a fixed pseudo-random sequence:
/// every digit must match, including the rounding of exact binary values.
@Suite struct PrintfOracleTests {
    static func cLibrary(_ format: String, _ argument: CVarArg) -> String {
        var buffer = [CChar](repeating: 0, count: 512)
        _ = withVaList([argument]) { vsnprintf(&buffer, buffer.count, format, $0) }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A small linear congruential sequence: the same numbers on every run.
    static func samples(count: Int) -> [Double] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { index in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            let magnitude = [1e-6, 0.01, 1, 60, 3600, 1e9, 1e300][index % 7]
            return (index % 2 == 0 ? 1 : -1) * unit * magnitude
        }
    }

    @Test(arguments: ["%f", "%.0f", "%.1f", "%.2f", "%5.1f", "%-8.3f|", "%+.2f", "%e", "%.3E", "%010.4f",
                      "%g", "%.3g", "%G", "%.0g", "%10.4g", "%-12g|", "%.10g", "%+.2g"])
    func doublesMatchTheCLibrary(format: String) throws {
        for value in Self.samples(count: 200) + [0.25, 0.35, 2.45, 0.5, 1.5, 2.5, 1e22, 5e-324, -0.0, 0, 1e-4, 1e-5, 99999.95, 999999.5, 1e6, 0.000123456] {
            let model = try PrintfFormat(format).render([.double(value)])
            #expect(model == Self.cLibrary(format, value), "\(format) of \(value)")
        }
    }

    @Test(arguments: ["%d", "%02d", "%5d", "%-5d|", "%ld", "%lld", "%u", "%x", "%#X", "%.3d", "%+d"])
    func integersMatchTheCLibrary(format: String) throws {
        for value in [0, 1, -1, 59, 60, 125, -61, 86399, Int(Int32.max), Int(Int32.min), 3_000_000_000, Int.max, Int.min] {
            let model = try PrintfFormat(format).render([.int(value)])
            #expect(model == Self.cLibrary(format, value), "\(format) of \(value)")
        }
    }
}
