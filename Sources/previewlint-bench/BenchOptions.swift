/// The command line of `previewlint-bench`.
struct BenchOptions {
    var files = 1_000
    var seed: UInt64 = 42
    var jobs = 2
    var repeats = 3
    /// A real repository to measure instead of a synthetic one.
    var repository: String?
    /// Where the synthetic repository and the cache go (default: a fresh folder under /tmp).
    var workDirectory: String?
    var previewlint: String?
    var keep = false
    /// Internal: run one phase in this process and print its measurement.
    var phase: Phase?

    static let usage = """
    usage: previewlint-bench [--files N] [--seed S] [--jobs J] [--repeat R]
                             [--repository PATH] [--work-dir DIR] [--previewlint BINARY] [--keep]

      --files N          synthetic files to generate (default 1000)
      --seed S           generator seed; the same seed gives byte-identical files (default 42)
      --jobs J           parallelism of every phase (default 2)
      --repeat R         runs per phase; the fastest is reported (default 3)
      --repository PATH  measure this repository instead of generating one
      --work-dir DIR     where to generate the repository and keep the cache
      --previewlint BIN  the previewlint binary for the CLI phases (default: next to this one)
      --keep             keep the generated repository
    """

    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    init(_ arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        func value(_ flag: String) throws(UsageError) -> String {
            guard let next = remaining.popFirst() else { throw UsageError(description: "\(flag) needs a value") }
            return next
        }
        func number(_ flag: String) throws(UsageError) -> Int {
            let text = try value(flag)
            guard let number = Int(text), number >= 1 else { throw UsageError(description: "\(flag) must be a positive integer, found '\(text)'") }
            return number
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--files": files = try number(argument)
            case "--seed":
                let text = try value(argument)
                guard let seed = UInt64(text) else { throw UsageError(description: "--seed must be an unsigned integer, found '\(text)'") }
                self.seed = seed
            case "--jobs": jobs = try number(argument)
            case "--repeat": repeats = try number(argument)
            case "--repository": repository = try value(argument)
            case "--work-dir": workDirectory = try value(argument)
            case "--previewlint": previewlint = try value(argument)
            case "--keep": keep = true
            case "--phase":
                let name = try value(argument)
                guard let phase = Phase(rawValue: name) else { throw UsageError(description: "unknown phase '\(name)'") }
                self.phase = phase
            case "-h", "--help": throw UsageError(description: Self.usage)
            default: throw UsageError(description: "unknown argument '\(argument)'\n\(Self.usage)")
            }
        }
    }
}
