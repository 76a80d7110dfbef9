/// Which targets each file belongs to, from the project's targets; the lookups copies rules share.
struct TargetMembership {
    private var targetsByFile: [String: [String]] = [:]
    /// The UI frameworks each target's files import (UIKit, AppKit, WatchKit): what platform it is for.
    private var platformsByTarget: [String: Set<String>] = [:]

    init(_ targets: [Target], files: [FileFacts] = []) {
        for target in targets {
            for file in target.files { targetsByFile[file, default: []].append(target.name) }
        }
        for (file, names) in targetsByFile { targetsByFile[file] = Array(Set(names)).sorted() }
        for file in files {
            let platforms = Set(file.imports.compactMap(Self.platform(ofImport:)))
            guard !platforms.isEmpty else { continue }
            for target in self.targets(of: file.path) { platformsByTarget[target, default: []].formUnion(platforms) }
        }
    }

    /// Sorted target names of a file; empty when no target lists it.
    func targets(of file: String) -> [String] {
        targetsByFile[file] ?? []
    }

    /// Whether every target of the file is a test target or test support (`AppTests`, `Unit Tests`,
    /// `BookmarksTestsUtils`, `TestSupport`, `Mocks`).
    func isTestOnly(_ file: String) -> Bool {
        let names = targets(of: file)
        return !names.isEmpty && names.allSatisfy(Self.isTestTarget)
    }

    static func isTestTarget(_ name: String) -> Bool {
        words(of: name).contains { testWords.contains($0) }
    }

    private static let testWords: Set<String> = ["test", "tests", "testing", "uitests", "testsupport", "mock", "mocks"]

    /// `BookmarksTestsUtils` → bookmarks, tests, utils; `Unit Tests App Store` → unit, tests, app, store.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in name {
            if !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                previousWasLower = false
                continue
            }
            if character.isUppercase && previousWasLower && !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
            previousWasLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// Whether the two files' targets are built for different platforms: each imports a UI
    /// framework, and none of one's is among the other's (an iOS app and a macOS app).
    func onDifferentPlatforms(_ a: String, _ b: String) -> Bool {
        let platformsA = targets(of: a).reduce(into: Set<String>()) { $0.formUnion(platformsByTarget[$1] ?? []) }
        let platformsB = targets(of: b).reduce(into: Set<String>()) { $0.formUnion(platformsByTarget[$1] ?? []) }
        return !platformsA.isEmpty && !platformsB.isEmpty && platformsA.isDisjoint(with: platformsB)
    }

    private static func platform(ofImport module: String) -> String? {
        switch module {
        case "UIKit": "UIKit"
        case "AppKit", "Cocoa": "AppKit"
        case "WatchKit": "WatchKit"
        default: nil
        }
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
