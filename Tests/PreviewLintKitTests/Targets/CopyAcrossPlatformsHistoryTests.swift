import Foundation
import Testing

/// `diverged_target_copy` between an iOS and a macOS app: the history tells a copy adapted to its
/// platform from one that stayed behind, so such pairs are judged by it without
/// `across_platforms`; only the comparison without history needs the option.
@Suite struct CopyAcrossPlatformsHistoryTests {
    static let project = "name: Remote\ntargets:\n  Phone:\n    type: application\n    platform: iOS\n    sources: [Phone]\n  Mac:\n    type: application\n    platform: macOS\n    sources: [Mac]\n"
    static let picker = TargetCopyRulesTests.devicePicker("devices[index].capitalized")

    @Test func aChangeThatReachedOnePlatformsCopyAloneIsDrift() throws {
        let repository = try TemporaryRepository()
        try repository.initializeGit()
        try repository.commit("Picker on both platforms", date: "2025-01-10", ["project.yml": Self.project, "Phone/DevicePicker.swift": Self.picker, "Mac/DevicePicker.swift": Self.picker])
        try repository.commit("Short labels on the Mac", date: "2025-01-11",
                              ["Mac/DevicePicker.swift": TargetCopyRulesTests.devicePicker("String(devices[index].prefix(8))")])
        let change = try repository.head()
        let result = try repository.run("lint", "--enable", "diverged_target_copy")
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n") == [
            "Phone/DevicePicker.swift:4:5: error: this copy stayed behind Mac/DevicePicker.swift (target Mac): Mac/DevicePicker.swift changed in 1 commit (the latest \(change) \"Short labels on the Mac\") since the copies last matched on 2025-01-10, this copy in none; struct DevicePicker: label(for:) differs; the latest change this copy lacks: `func label(for index: Int) -> String { devices[index].capitalized }` became `func label(for index: Int) -> String { String(devices[index].prefix(8)) }` in DevicePicker.swift (diverged_target_copy)",
        ])
        #expect(try repository.run("copies").stdout.hasPrefix("drifted:"))
    }

    /// Copies made different for each platform and never alike since were adapted: not reported,
    /// and listed as adapted.
    @Test func copiesAdaptedWhenMadeForAnotherPlatformAreNoDrift() throws {
        let repository = try TemporaryRepository()
        try repository.initializeGit()
        try repository.commit("Picker on both platforms", date: "2025-01-10", [
            "project.yml": Self.project, "Phone/DevicePicker.swift": Self.picker,
            "Mac/DevicePicker.swift": TargetCopyRulesTests.devicePicker("String(devices[index].prefix(8))"),
        ])
        let result = try repository.run("lint", "--enable", "diverged_target_copy")
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(try repository.run("copies").stdout.hasPrefix("adapted:"))
    }

    /// Identical copies for two platforms are each platform's own file: `identical_target_copy`
    /// leaves them to the option, as before.
    @Test func identicalCopiesForAnotherPlatformAreNotReported() throws {
        let repository = try TemporaryRepository()
        try repository.initializeGit()
        try repository.commit("Picker on both platforms", date: "2025-01-10", ["project.yml": Self.project, "Phone/DevicePicker.swift": Self.picker, "Mac/DevicePicker.swift": Self.picker])
        let result = try repository.run("lint", "--enable", "identical_target_copy")
        #expect(result.status == 0)
        #expect(result.stdout == "")
    }
}
