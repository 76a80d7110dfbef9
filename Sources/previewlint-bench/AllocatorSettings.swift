/// Keeps freed memory in the process for the in-process phases. With glibc's defaults, a phase
/// that parses a file and drops its tree (read + parse, the empty walk) returns the memory to the
/// system after every file and faults it back in for the next: on 1,000 synthetic files that was
/// 0.4 s of system time in a 0.8 s parse (1.1 s in the walk), which made the floor look slower than
/// the parser is and flattered the ratios. The lint keeps what it allocates and hardly changes.
enum AllocatorSettings {
    static func keepFreedMemory() {
        #if os(Linux)
        // <malloc.h> is not in the Glibc module; these are its M_TRIM_THRESHOLD, M_TOP_PAD and M_MMAP_THRESHOLD.
        _ = mallopt(-1, 256 << 20)
        _ = mallopt(-2, 16 << 20)
        _ = mallopt(-3, 32 << 20)
        #endif
    }
}

#if os(Linux)
@_silgen_name("mallopt")
private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
