/// `previewlint formatters --all`: every member that formats, where it is, and what the formatting
/// rules know it outputs or why they cannot run it, so a silent rule can be told from a blind one.
public struct FormattingMemberListing: Sendable {
    public struct Member: Sendable {
        public var file: String
        public var line: Int
        public var column: Int
        public var name: String
        public var outputs: FormatterOutputs.Outputs
        /// The fields of the project's types it formats, as production fills its inputs
        /// (`BehaviourTwins.formattedFields`); empty where some input is no field.
        public var fields: [String]
    }

    public let members: [Member]

    public init(_ project: ProjectIndex) {
        let clones = project.formattingClones, origins = project.fieldOrigins
        members = clones.members.map { place in
            let start = place.record.range.start
            let outputs: FormatterOutputs.Outputs
            // An object is listed as it is compared: the function of its input it is.
            if let formatter = place.record.behaviour ?? FormatterObjects.function(of: place.record) {
                outputs = FormatterOutputs.outputs(of: formatter, evaluator: clones.behaviour.evaluator)
            } else if let problem = place.record.loweringProblem {
                outputs = .unknown(problem)
            } else {
                outputs = .unknown(place.record.isFormatterObject ? "it is a formatter, not text" : "it does not return text")
            }
            let fields = place.record.behaviour == nil ? []
                : BehaviourTwins.formattedFields(place, origins: origins) ?? []
            return Member(file: place.file, line: start.line, column: start.column, name: place.record.displayName,
                          outputs: outputs, fields: fields)
        }
    }

    public func text(root: String) -> String {
        var text = ""
        for member in members {
            text += "\(FilePath.relative(member.file, to: root)):\(member.line):\(member.column): \(member.name)\n"
            switch member.outputs {
            case .rows(let rows): text += rows.map { "  outputs \($0.call) → \($0.shown)\n" }.joined()
            case .unknown(let reason): text += "  outputs unknown: \(reason)\n"
            }
            if !member.fields.isEmpty { text += "  formats \(BehaviourTwins.fieldsName(member.fields))\n" }
        }
        return text + "\(members.count) member\(members.count == 1 ? "" : "s") that format\(members.count == 1 ? "s" : "")\n"
    }

    public func json(root: String) -> JSON {
        .object([
            ("version", .integer(1)),
            ("members", .array(members.map { member in
                .object([
                    ("file", .string(FilePath.relative(member.file, to: root))),
                    ("line", .integer(member.line)),
                    ("column", .integer(member.column)),
                    ("name", .string(member.name)),
                    ("outputs", FormatterListing.outputsJSON(member.outputs)),
                    ("formats", .array(member.fields.map { .string($0) })),
                ])
            })),
        ])
    }
}
