import Foundation

/// Sample inputs chosen by parameter type. Seconds that matter to time formatting (0, 1, 59, 60, 61,
/// 125, 245, an hour and a day less one second, negatives) serve Int and Double parameters alike, so
/// an Int of seconds and a TimeInterval line up; two large numbers show what only large values show
/// (grouping, "123.5K", "1.2M", days); a few fixed instants serve dates.
public struct BehaviourGrid: Sendable, Hashable {
    public var numbers: [Int]
    /// Seconds since 1970: 1970-01-01T00:00:00Z, 2024-03-01T09:05:07Z, 2024-07-04T15:07:00Z,
    /// 2024-12-31T23:59:59Z (its week belongs to 2025: `YYYY` shows it).
    public var dates: [Double]
    public var strings: [String]
    /// Tried after the whole numbers where a value takes fractions (`Double`): none on the standard grid.
    public var fractions: [Double] = []
    /// Parameters on the grid at once, and the most combinations tried.
    public var maximumParameters = 3
    public var maximumCombinations = 2000

    public init(numbers: [Int] = [0, 1, 59, 60, 61, 125, 245, 3599, 3600, 3661, 86399, 123_456, 1_234_567, -1, -61],
                dates: [Double] = [0, 1_709_283_907, 1_720_105_620, 1_735_689_599],
                strings: [String] = ["a", ""]) {
        self.numbers = numbers
        self.dates = dates
        self.strings = strings
    }

    public static let standard = BehaviourGrid()

    /// What `Date()` is when evaluated: 2024-03-01T09:05:07Z, one of the dates tried.
    public static let now: Double = 1_709_283_907

    /// For code that reads the current time: its dates are each number of the grid in seconds before
    /// `now` (a reading 125 s old; a negative number is a countdown's end). A grid without negative
    /// numbers tries only the past, as it shows no negative count of seconds.
    var nearNow: BehaviourGrid {
        var grid = self
        grid.dates = numbers.map { Self.now - Double($0) }
        return grid
    }

    /// The values tried for one type (nil first for an optional).
    public func values(for type: BehaviourType) -> [BehaviourValue] {
        switch type {
        case .int: numbers.map { .int($0) }
        case .double: numbers.map { .double(Double($0)) } + fractions.map { .double($0) }
        case .decimal: numbers.map { .decimal(Decimal($0)) }
        case .bool: [.bool(false), .bool(true)]
        case .string: strings.map { .string($0) }
        case .date: dates.map { .date($0) }
        case .optional(let wrapped): [.none] + values(for: wrapped)
        case .enumeration(let cases): cases.map { .enumCase($0) }
        }
    }

    /// Every combination of the columns' values, first column slowest, capped.
    func combinations(_ columns: [[BehaviourValue]]) -> [[BehaviourValue]] {
        var rows: [[BehaviourValue]] = [[]]
        for column in columns {
            rows = rows.flatMap { row in column.map { row + [$0] } }
            if rows.count > maximumCombinations { rows = Array(rows.prefix(maximumCombinations)) }
        }
        return rows
    }
}
