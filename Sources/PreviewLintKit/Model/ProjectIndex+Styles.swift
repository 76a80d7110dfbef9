/// The styles a project declares: what a style's preview applies to framework views.
extension ProjectIndex {
    static func styleNames(_ files: [FileFacts]) -> Set<String> {
        let protocols = renderingProtocols.subtracting(["View", "UIViewRepresentable", "UIViewControllerRepresentable", "Shape"])
        var names = Set<String>()
        for file in files {
            for member in file.members where protocols.contains(member.owner) { names.insert(member.name) }
            for type in file.types where !type.isExtension && type.inherited.contains(where: protocols.contains) {
                names.insert(MemberRecord.simpleName(type.name))
            }
        }
        return names
    }
}
