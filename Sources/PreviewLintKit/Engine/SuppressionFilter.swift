/// Applies one file's suppression comments to its violations and remembers which comments did something.
struct SuppressionFilter {
    private let commands: [SuppressionCommand]
    /// For each command, the rule ids it actually suppressed.
    private(set) var used: [Set<String>]

    init(commands: [SuppressionCommand]) {
        self.commands = commands.sorted { $0.range.start.offset < $1.range.start.offset }
        used = Array(repeating: [], count: self.commands.count)
    }

    /// Whether the violation is suppressed; marks the responsible commands as used.
    mutating func suppresses(_ violation: Violation) -> Bool {
        let responsible = responsibleCommands(ruleID: violation.ruleID, at: violation.range.start)
        for index in responsible { used[index].insert(violation.ruleID) }
        return !responsible.isEmpty
    }

    /// Whether any command covers the violation, without recording it.
    func covers(_ violation: Violation) -> Bool {
        !responsibleCommands(ruleID: violation.ruleID, at: violation.range.start).isEmpty
    }

    private func responsibleCommands(ruleID: String, at location: SourceLocation) -> [Int] {
        var result: [Int] = []
        var regionDisabler: Int?
        for (index, command) in commands.enumerated() where command.covers(ruleID) {
            switch command.kind {
            case .disableFile:
                result.append(index)
            case .disableThis:
                if command.range.start.line == location.line { result.append(index) }
            case .disableNext:
                if command.range.start.line + 1 == location.line { result.append(index) }
            case .disable:
                if command.range.start.offset <= location.offset { regionDisabler = index }
            case .enable:
                if command.range.start.offset <= location.offset { regionDisabler = nil }
            }
        }
        if let regionDisabler { result.append(regionDisabler) }
        return result
    }

    /// Commands that disable something they never suppressed, with the ids that were superfluous.
    func superfluous() -> [(command: SuppressionCommand, ruleIDs: [String])] {
        var result: [(SuppressionCommand, [String])] = []
        for (index, command) in commands.enumerated() where command.kind != .enable {
            if command.ruleIDs.isEmpty {
                if used[index].isEmpty { result.append((command, [])) }
            } else {
                let idle = command.ruleIDs.filter { !used[index].contains($0) }
                if !idle.isEmpty { result.append((command, idle)) }
            }
        }
        return result
    }
}
