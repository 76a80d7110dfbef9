/// An instance member that formats its own value's properties (`extension URL { var fileSizeString }`
/// reading `fileSize`) is called on a value of its type: code that formats another type's field
/// (`BackupEntry.fileSize`) has no such value to call it on, however alike the two outputs are.
enum FormatterReceiver {
    /// Whether `copy` may call `original` for the value it formats: `original` takes what it formats
    /// as parameters (or is static, or extends a value type such as `Double`), or `copy` formats a
    /// field of `original`'s type, or what `copy` formats is unknown.
    static func isAtHand(for original: FormattingClones.Place, in copy: FormattingClones.Place,
                         origins: FieldOrigins) -> Bool {
        guard !original.record.isStatic, !original.record.owner.isEmpty,
              let values = original.record.behaviour?.parameters.filter({ !$0.isSetting && $0.type != .bool }),
              !values.isEmpty, values.allSatisfy({ StoredInputs.property($0) != nil }),
              let fields = BehaviourTwins.formattedFields(copy, origins: origins) else { return true }
        let owner = MemberRecord.simpleName(original.record.owner)
        return fields.contains { field in
            let path = field.split(separator: ".")
            return path.count >= 2 && path[path.count - 2] == owner
        }
    }
}
