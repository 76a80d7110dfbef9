#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program to completion and reports what it printed, its wall time and its peak memory.
/// Each phase runs in its own process so one phase's peak memory never hides another's.
struct ChildProcess {
    struct Outcome {
        var status: Int32
        var stdout: String
        var seconds: Double
        /// Peak resident set size (`ru_maxrss`), in bytes.
        var peakBytes: Int
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func run(_ executable: String, _ arguments: [String], discardOutput: Bool = false, discardErrors: Bool = false) throws(Failure) -> Outcome {
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { throw Failure(description: "pipe: \(String(cString: strerror(errno)))") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if discardOutput {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        } else {
            posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        }
        if discardErrors { posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0) }
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        posix_spawn_file_actions_addclose(&actions, pipe[1])

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let start = ContinuousClock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(pipe[1])
        guard spawned == 0 else {
            close(pipe[0])
            throw Failure(description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
        }

        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(pipe[0], &buffer, buffer.count)
            if count <= 0 { break }
            output += buffer[0..<count]
        }
        close(pipe[0])
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { throw Failure(description: "wait4: \(String(cString: strerror(errno)))") }
        let elapsed = ContinuousClock.now - start
        if status & 0x7F != 0 {
            throw Failure(description: "\(executable) \(arguments.joined(separator: " ")) died with signal \(status & 0x7F)")
        }
        return Outcome(
            status: (status >> 8) & 0xFF,
            stdout: String(decoding: output, as: UTF8.self),
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
            peakBytes: Int(usage.ru_maxrss) * 1024
        )
    }
}
