/// `previewlint formatters`: each shared formatter, where it is declared, who calls it, and its shapes.
public enum FormatterListing {
    public static func json(_ index: FormatterIndex, outputs: FormatterOutputs? = nil, root: String) -> JSON {
        .object([
            ("version", .integer(1)),
            ("formatters", .array(index.formatters.map { formatter in
                .object([
                    ("signature", .string(formatter.signature)),
                    ("origin", .string(origin(formatter.origin))),
                    ("declarations", .array(formatter.declarations.map { declaration in
                        .object([("file", .string(FilePath.relative(declaration.file, to: root))), ("range", JSONReporter.range(declaration.range))])
                    })),
                    ("called_from_targets", .array(formatter.calledFromTargets.map(JSON.string))),
                    ("shapes", .array(formatter.shapes.map { shape in
                        .object([
                            ("source", .string(shape.source)),
                            ("pattern", .string(shape.pattern)),
                            ("line", .integer(shape.range.start.line)),
                            ("distinctive", .bool(shape.isDistinctive)),
                        ])
                    })),
                    ("outputs", outputsJSON(outputs?[formatter.signature])),
                ])
            })),
        ])
    }

    static func outputsJSON(_ outputs: FormatterOutputs.Outputs?) -> JSON {
        switch outputs {
        case .rows(let rows)?:
            .array(rows.map { row in
                .object([("input", .string(row.call)), ("output", .string(row.output))]
                    + (row.otherLocale.map { [(DisplayLocale.german.rawValue, JSON.string($0))] } ?? []))
            })
        case .unknown(let reason)?: .object([("unknown", .string(reason))])
        case nil: .null
        }
    }

    public static func text(_ index: FormatterIndex, outputs: FormatterOutputs? = nil, root: String) -> String {
        var text = ""
        for formatter in index.formatters {
            text += "\(formatter.signature) — \(origin(formatter.origin))\n"
            for declaration in formatter.declarations {
                text += "  declared at \(FilePath.relative(declaration.file, to: root)):\(declaration.range.start.line):\(declaration.range.start.column)\n"
            }
            text += "  called from targets: \(formatter.calledFromTargets.isEmpty ? "none" : formatter.calledFromTargets.joined(separator: ", "))\n"
            for shape in formatter.shapes {
                text += "  shape \"\(shape.source)\" → /\(shape.pattern)/ (line \(shape.range.start.line))\(shape.isDistinctive ? "" : ", too generic to match")\n"
            }
            switch outputs?[formatter.signature] {
            case .rows(let rows)?: text += rows.map { "  outputs \($0.call) → \($0.shown)\n" }.joined()
            case .unknown(let reason)?: text += "  outputs unknown: \(reason)\n"
            case nil: break
            }
        }
        return text + "\(index.formatters.count) shared formatter\(index.formatters.count == 1 ? "" : "s")\n"
    }

    static func origin(_ origin: SharedFormatter.Origin) -> String {
        switch origin {
        case .configured: "configured in shared_formatters"
        case .automatic(let reason): "found automatically: \(reason)"
        }
    }
}
