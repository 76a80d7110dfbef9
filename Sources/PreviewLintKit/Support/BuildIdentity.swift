import Foundation

/// Identifies the running build, not just its version: a rebuilt binary reads facts differently
/// even while `PreviewLint.version` stays the same, so cached facts must not outlive it.
public enum BuildIdentity {
    public static let current: String = {
        let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        var info = stat()
        guard stat(path, &info) == 0 else { return PreviewLint.version }
        return "\(PreviewLint.version)+\(info.st_size)-\(info.st_mtim.tv_sec)"
    }()
}
