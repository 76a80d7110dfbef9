/// The enums a project declares whose cases carry no payload (`enum Unit { case mgdl, mmol }`): the
/// settings formatting code switches on, whose every value can be tried. An enum whose cases carry
/// one such enum's value (`case openVpn(OpenVpnTransport)`) takes each pairing, written
/// `openVpn(udp)`. The raw texts of `String`-backed enums' cases are kept where no two enums give
/// one case name two texts.
struct EnumTable: Sendable {
    private var byName: [String: [String]] = [:]
    /// `udp` → `"udp"`: a case's raw text, by case name.
    private(set) var rawValues: [String: String] = [:]

    /// The most values an enum with payloads is tried with.
    static let largestPayloadTable = 48

    init(files: [FileFacts]) {
        var simple: [String: Set<[String]>] = [:]
        for file in files {
            for type in file.types where type.kind == "enum" && !type.simpleCases.isEmpty {
                byName[type.qualifiedName] = type.simpleCases
                simple[type.name, default: []].insert(type.simpleCases.sorted())
            }
        }
        // A simple name several enums share with different cases says nothing.
        for (name, variants) in simple where byName[name] == nil && variants.count == 1 {
            byName[name] = variants.first
        }
        var raws: [String: String?] = [:]
        for file in files {
            for type in file.types where type.kind == "enum" {
                for pair in type.rawValues {
                    // A case of an enum of numbers: its raw value is no text.
                    guard let equals = pair.firstIndex(of: "=") else { raws[pair] = .some(nil); continue }
                    let name = String(pair[..<equals]), raw = String(pair[pair.index(after: equals)...])
                    if let known = raws[name], known != raw { raws[name] = .some(nil) } else { raws[name] = raw }
                }
            }
        }
        rawValues = raws.compactMapValues { $0 }
        var flattened: [String: [String]] = [:]
        for file in files {
            for type in file.types where type.kind == "enum" && !type.payloadCases.isEmpty {
                if let cases = flatten(type.payloadCases, near: type.qualifiedName) { flattened[type.qualifiedName] = cases }
            }
        }
        byName.merge(flattened) { first, _ in first }
    }

    /// `openVpn:OpenVpnTransport` as `openVpn(tcp)`, `openVpn(udp)`; nil when a payload is no
    /// simple enum of the project's or the values would be too many.
    private func flatten(_ cases: [String], near owner: String) -> [String]? {
        var values: [String] = []
        for written in cases {
            guard let colon = written.firstIndex(of: ":") else {
                values.append(written)
                continue
            }
            let name = written[..<colon], payload = String(written[written.index(after: colon)...])
            let parent = owner.split(separator: ".").dropLast().joined(separator: ".")
            guard let inner = self.cases(of: payload, near: parent.isEmpty ? nil : parent) ?? self.cases(of: payload, near: owner) else { return nil }
            values += inner.map { "\(name)(\($0))" }
        }
        return values.count <= Self.largestPayloadTable ? values : nil
    }

    /// The cases of `type` as written inside `owner` (`Unit` of a `GlucoseSnapshot` field is
    /// `GlucoseSnapshot.Unit` first), else by its own name; nil when it is no such enum.
    func cases(of type: String, near owner: String?) -> [String]? {
        if let owner, let cases = byName["\(owner).\(type)"] { return cases }
        return byName[type]
    }

    static let rawValueSignature = "rawValue"

    /// `x.rawValue` as a function of the case: a switch over every case whose raw text is known
    /// (`.udp` → `"udp"`); another case matches none, and what reads it is unknown.
    var rawValueMember: LoweredFormatter? {
        guard !rawValues.isEmpty else { return nil }
        let cases = rawValues.keys.sorted().map { name in
            BehaviourSwitchCase(patterns: [.value(.enumCase(name))], body: [.return(.literal(.string(rawValues[name]!)))])
        }
        // Untyped: the case is whatever the caller passes (spelling every case would be parsed per call).
        let parameter = BehaviourParameter(label: "self", name: "self", typeName: "")
        return LoweredFormatter(name: Self.rawValueSignature, signature: Self.rawValueSignature, parameters: [parameter], returnTypeName: "String",
                                body: .statements([.choose(.name("self"), cases: cases)]))
    }
}
