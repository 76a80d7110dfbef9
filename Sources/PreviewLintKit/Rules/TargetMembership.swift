/// Which targets each file belongs to, from the project's targets; the lookups copies rules share.
struct TargetMembership {
    private var targetsByFile: [String: [String]] = [:]
    /// The platforms each target is built for: as its project description declares them, else as
    /// the UI frameworks its files import (UIKit, AppKit, WatchKit) tell.
    private var platformsByTarget: [String: Set<String>] = [:]
    /// Targets the project description declares as tests, and as libraries (frameworks, modules).
    private var testTargets: Set<String> = []
    private var libraryTargets: Set<String> = []
    /// The project description that declares each target (`App.xcodeproj/project.pbxproj`).
    private var declaringFiles: [String: String] = [:]
    /// Targets the project description declares as apps.
    private var appTargets: Set<String> = []

    init(_ targets: [Target], files: [FileFacts] = []) {
        var declared: [String: Set<String>] = [:]
        let names = Self.distinctNames(targets)
        for (target, name) in zip(targets, names) {
            for file in target.files { targetsByFile[file, default: []].append(name) }
            if !target.platforms.isEmpty { declared[name, default: []].formUnion(target.platforms) }
            if target.role == .test { testTargets.insert(name) }
            if Self.isTestTarget(target.name) { testTargets.insert(name) }
            if target.role == .library { libraryTargets.insert(name) }
            declaringFiles[name] = Self.declaringFile(target)
            if target.role == .app { appTargets.insert(name) }
        }
        for (file, names) in targetsByFile { targetsByFile[file] = Array(Set(names)).sorted() }
        // Test targets by what the description declares, or by name (`AppTests`, `TestSupport`, `Mocks`).
        var imported: [String: Set<String>] = [:]
        for file in files {
            let platforms = file.imports.reduce(into: Set<String>()) { $0.formUnion(Self.platforms(ofImport: $1)) }
            guard !platforms.isEmpty else { continue }
            for target in self.targets(of: file.path) where declared[target] == nil { imported[target, default: []].formUnion(platforms) }
        }
        platformsByTarget = declared.merging(imported) { own, _ in own }
    }

    /// Each target's name, with the project description that declares it when several targets
    /// share the name (two packages' `SharedPush`): they are different targets.
    private static func distinctNames(_ targets: [Target]) -> [String] {
        var sources: [String: Set<String>] = [:]
        for target in targets { sources[target.name, default: []].insert(Self.declaringFile(target)) }
        return targets.map { sources[$0.name, default: []].count > 1 ? "\($0.name) (\(Self.declaringFile($0)))" : $0.name }
    }

    /// `Sources/PushServer/Package.swift` of `Sources/PushServer/Package.swift:17`.
    private static func declaringFile(_ target: Target) -> String {
        target.source.lastIndex(of: ":").map { String(target.source[..<$0]) } ?? target.source
    }

    /// Sorted target names of a file; empty when no target lists it.
    func targets(of file: String) -> [String] {
        targetsByFile[file] ?? []
    }

    /// Whether no target compiles the file while the project's targets are known (a script beside
    /// the app, a copy left behind): its code is no production code, and no target's code calls it.
    func isUnbuilt(_ file: String) -> Bool {
        !targetsByFile.isEmpty && targets(of: file).isEmpty
    }

    /// Whether every target of the file is a test target or test support (`AppTests`, `Unit Tests`,
    /// `BookmarksTestsUtils`, `TestSupport`, `Mocks`).
    func isTestOnly(_ file: String) -> Bool {
        let names = targets(of: file)
        return !names.isEmpty && names.allSatisfy(testTargets.contains)
    }

    /// Whether every one of the targets is a library (a framework or a package module).
    /// Whether an app target compiles the file.
    func isInApp(_ file: String) -> Bool {
        targets(of: file).contains(where: appTargets.contains)
    }

    func areLibraries(_ targets: [String]) -> Bool {
        !targets.isEmpty && targets.allSatisfy(libraryTargets.contains)
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

    /// How the platforms of two files' targets relate: the same (an iOS app and its widget), different
    /// (an iOS and a macOS app, a phone app and its watch app), or unknown for either.
    func platformRelation(_ a: String, _ b: String) -> PlatformRelation {
        let platformsA = targets(of: a).reduce(into: Set<String>()) { $0.formUnion(platformsByTarget[$1] ?? []) }
        let platformsB = targets(of: b).reduce(into: Set<String>()) { $0.formUnion(platformsByTarget[$1] ?? []) }
        if platformsA.isEmpty || platformsB.isEmpty { return .unknown }
        return platformsA.isDisjoint(with: platformsB) ? .different : .same
    }

    func onDifferentPlatforms(_ a: String, _ b: String) -> Bool {
        platformRelation(a, b) == .different
    }

    /// Whether two files' targets are built for different platforms, other than a phone app and
    /// its own watch app.
    func crossesPlatforms(_ a: String, _ b: String) -> Bool {
        onDifferentPlatforms(a, b) && !areCompanions(a, b)
    }

    /// Whether two files belong only to apps that no one project describes together: separate
    /// products (sample apps written from one template), not an app and code copied for its own parts.
    func areIndependentApps(_ a: String, _ b: String) -> Bool {
        let targetsA = targets(of: a), targetsB = targets(of: b)
        guard !targetsA.isEmpty, !targetsB.isEmpty, (targetsA + targetsB).allSatisfy(appTargets.contains) else { return false }
        return Set(targetsA.compactMap { declaringFiles[$0] }).isDisjoint(with: targetsB.compactMap { declaringFiles[$0] })
    }

    /// Whether two files' targets are a phone app (or its extensions) and its own watch app: built
    /// for different platforms, one only for watchOS, and declared in one project description.
    func areCompanions(_ a: String, _ b: String) -> Bool {
        let targetsA = targets(of: a), targetsB = targets(of: b)
        let platformsA = targetsA.reduce(into: Set<String>()) { $0.formUnion(platformsByTarget[$1] ?? []) }
        let platformsB = targetsB.reduce(into: Set<String>()) { $0.formUnion(platformsByTarget[$1] ?? []) }
        let watchOnly: Set<String> = ["watchOS"]
        guard (platformsA == watchOnly && platformsB.contains("iOS")) || (platformsB == watchOnly && platformsA.contains("iOS")) else { return false }
        let filesA = Set(targetsA.compactMap { declaringFiles[$0] }), filesB = Set(targetsB.compactMap { declaringFiles[$0] })
        return !filesA.isDisjoint(with: filesB)
    }

    /// The platforms a UI framework exists on.
    private static func platforms(ofImport module: String) -> Set<String> {
        switch module {
        case "UIKit": ["iOS", "tvOS", "visionOS"]
        case "AppKit", "Cocoa": ["macOS"]
        case "WatchKit": ["watchOS"]
        default: []
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

/// Whether two targets are built for the same platform.
enum PlatformRelation {
    case same
    case different
    case unknown
}
