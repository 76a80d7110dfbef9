import Foundation

/// Whether a preview can show a field it fills: production code of a type the preview builds, of
/// the types those build (a view's subviews, at any depth), or of the field's own type (a computed
/// property over it) reads the field by name. A field none of them reads never reaches the
/// previewed screen (`HabitOverviewView(data: SessionData(durationString: "5:00"))` where only
/// another screen shows `durationString`): its literal is a filler argument. Unknown stays
/// unknown: a preview that builds no project type, or a field read only through a key path, is
/// taken as shown.
struct PreviewFieldReads: Sendable {
    /// Simple type name → the files that declare or extend it.
    private let files: [String: [Int]]

    init(files facts: [FileFacts]) {
        var files: [String: [Int]] = [:]
        for (index, file) in facts.enumerated() {
            for name in Set(file.types.map { MemberRecord.simpleName($0.name) }) { files[name, default: []].append(index) }
        }
        self.files = files
    }

    /// `built`: the project types the preview builds, by name as written; `owner` the field's type
    /// (qualified), `name` the field.
    func canShow(field name: String, of owner: String, built: [String], in project: ProjectIndex) -> Bool {
        let start = Set(built.map(MemberRecord.simpleName)).filter { files[$0] != nil }
        guard !start.isEmpty else { return true }
        var reached = start, queue = Array(start)
        while let type = queue.popLast() {
            for next in project.typeGraph.builds[type] ?? [] where files[next] != nil && reached.insert(next).inserted { queue.append(next) }
        }
        let ownerName = MemberRecord.simpleName(owner)
        reached.insert(ownerName)
        let keys = [ProductionReference.valueMemberKey(name), ProductionReference.key(owner: Substring(ownerName), name: name),
                    ProductionReference.implicitKey(name)]
        for type in reached {
            for file in files[type] ?? [] {
                let references = project.files[file].productionReferences
                if keys.contains(where: { references.sortedContains($0) }) { return true }
            }
        }
        return false
    }
}

extension Array where Element == UInt64 {
    /// Binary search in a sorted array.
    func sortedContains(_ value: UInt64) -> Bool {
        var low = startIndex, high = endIndex
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < endIndex && self[low] == value
    }
}
