/// Which targets each file belongs to, from the project's targets; the lookups copies rules share.
struct TargetMembership {
    private var targetsByFile: [String: [String]] = [:]

    init(_ targets: [Target]) {
        for target in targets {
            for file in target.files { targetsByFile[file, default: []].append(target.name) }
        }
        for (file, names) in targetsByFile { targetsByFile[file] = Array(Set(names)).sorted() }
    }

    /// Sorted target names of a file; empty when no target lists it.
    func targets(of file: String) -> [String] {
        targetsByFile[file] ?? []
    }

    /// `App/Timer.swift (target Widget)`, for messages.
    func describe(_ file: String, root: String) -> String {
        let names = targets(of: file)
        let relative = FilePath.relative(file, to: root)
        switch names.count {
        case 0: return relative
        case 1: return "\(relative) (target \(names[0]))"
        default: return "\(relative) (targets \(names.joined(separator: ", ")))"
        }
    }
}
