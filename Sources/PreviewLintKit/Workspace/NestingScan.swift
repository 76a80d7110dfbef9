/// A byte scan that refuses, before parsing, the files swift-syntax 603 cannot parse safely:
/// its parser recurses once per nesting level (member chains, generics, `#if`, brackets,
/// interpolations) and overflows the stack on a few thousand levels, and its lookahead takes
/// exponential time on runs of `[` (`[[[[…` twenty deep takes over a minute).
/// The estimate over-counts on purpose; no hand-written code comes near the limits.
enum NestingScan {
    static let maximumDepth = 1_000
    static let maximumOpenSquareBrackets = 12

    private enum Frame {
        case bracket
        case interpolation
        case string(multiline: Bool, hashes: Int)

        var isString: Bool {
            if case .string = self { return true }
            return false
        }
    }

    /// Why the text must not be parsed, or nil.
    static func problem(in text: String) -> String? {
        var text = text
        return text.withUTF8 { problem(in: $0) }
    }

    static func problem(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var frames: [Frame] = []
        // Whether the innermost frame is a string, kept beside the stack (set after each push and pop):
        // it is asked for every byte.
        var inString = false
        // Member-chain length at each bracket level: `a.b().c` nests one syntax node per step.
        var chains: [Int] = [0]
        var chainTotal = 0
        var conditionalDepth = 0
        var genericDepth = 0
        var squareRun = 0
        var index = 0
        let count = bytes.count

        func byte(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
        func isIdentifier(_ value: UInt8) -> Bool {
            (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A) || (value >= 0x30 && value <= 0x39) || value == 0x5F || value >= 0x80
        }
        func resetChain() {
            chainTotal -= chains[chains.count - 1]
            chains[chains.count - 1] = 0
        }

        while index < count {
            let current = bytes[index]
            // Fast path for most of a file: names and spaces outside strings change no depth.
            // (A name ends a run of '[', a space does not.)
            if !inString && (isIdentifier(current) || current == UInt8(ascii: " ")) {
                if current != UInt8(ascii: " ") { squareRun = 0 }
                index += 1
                continue
            }
            if inString, case .string(let multiline, let hashes)? = frames.last {
                if current == UInt8(ascii: "\\") {
                    var hashCount = 0
                    while byte(index + 1 + hashCount) == UInt8(ascii: "#") { hashCount += 1 }
                    if hashCount == hashes, byte(index + 1 + hashCount) == UInt8(ascii: "(") {
                        frames.append(.interpolation)
                        inString = false
                        chains.append(0)
                        index += 2 + hashCount
                    } else {
                        index += 2 + hashCount
                    }
                } else if current == UInt8(ascii: "\"") {
                    let quotes = multiline ? 3 : 1
                    var closes = (0..<quotes).allSatisfy { byte(index + $0) == UInt8(ascii: "\"") }
                    closes = closes && (0..<hashes).allSatisfy { byte(index + quotes + $0) == UInt8(ascii: "#") }
                    if closes {
                        frames.removeLast()
                        inString = frames.last?.isString ?? false
                        index += quotes + hashes
                    } else {
                        index += 1
                    }
                } else if current == UInt8(ascii: "\n") && !multiline {
                    frames.removeLast()
                    inString = frames.last?.isString ?? false
                    index += 1
                } else {
                    index += 1
                    // The rest of a string's text up to the next byte that can end it or interpolate.
                    while index < count, bytes[index] != UInt8(ascii: "\\"), bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") { index += 1 }
                }
                continue
            }

            switch current {
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                while index < count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                var level = 0
                repeat {
                    if byte(index) == UInt8(ascii: "/") && byte(index + 1) == UInt8(ascii: "*") { level += 1; index += 2 }
                    else if byte(index) == UInt8(ascii: "*") && byte(index + 1) == UInt8(ascii: "/") { level -= 1; index += 2 }
                    else { index += 1 }
                } while level > 0 && index < count
                continue
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                var hashes = 0
                while byte(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if byte(index + hashes) == UInt8(ascii: "\"") {
                    let multiline = byte(index + hashes + 1) == UInt8(ascii: "\"") && byte(index + hashes + 2) == UInt8(ascii: "\"")
                    frames.append(.string(multiline: multiline, hashes: hashes))
                    inString = true
                    index += hashes + (multiline ? 3 : 1)
                    continue
                }
                if hashes == 1 && byte(index + 1) == UInt8(ascii: "i") && byte(index + 2) == UInt8(ascii: "f") && !isIdentifier(byte(index + 3)) {
                    conditionalDepth += 1
                } else if hashes == 1 && (1...5).allSatisfy({ byte(index + $0) == Array("endif".utf8)[$0 - 1] }) && !isIdentifier(byte(index + 6)) {
                    conditionalDepth = max(0, conditionalDepth - 1)
                }
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                if current == UInt8(ascii: "[") {
                    squareRun += 1
                    if squareRun > maximumOpenSquareBrackets {
                        return "more than \(maximumOpenSquareBrackets) '[' open in a row; swift-syntax takes exponential time on them"
                    }
                }
                frames.append(.bracket)
                inString = false
                chains.append(0)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if !frames.isEmpty {
                    frames.removeLast()
                    inString = frames.last?.isString ?? false
                    chainTotal -= chains.removeLast()
                    if case .interpolation? = frames.last {
                        frames.removeLast()
                        inString = frames.last?.isString ?? false
                        chainTotal -= chains.removeLast()
                    }
                }
            case UInt8(ascii: "."):
                if isIdentifier(byte(index + 1)) && !(byte(index + 1) >= 0x30 && byte(index + 1) <= 0x39) {
                    chains[chains.count - 1] += 1
                    chainTotal += 1
                }
            case UInt8(ascii: "<"):
                if index > 0 && isIdentifier(bytes[index - 1]) { genericDepth += 1 }
            case UInt8(ascii: ">"):
                genericDepth = max(0, genericDepth - 1)
            case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"):
                resetChain()
            case UInt8(ascii: "\n"):
                var next = index + 1
                while byte(next) == UInt8(ascii: " ") || byte(next) == UInt8(ascii: "\t") { next += 1 }
                if byte(next) != UInt8(ascii: ".") { resetChain() }
                genericDepth = 0
            default:
                break
            }
            if current != UInt8(ascii: "[") && current != UInt8(ascii: " ") && current != UInt8(ascii: "\n") && current != UInt8(ascii: "\t") {
                squareRun = 0
            }
            if frames.count + chainTotal + conditionalDepth + genericDepth > maximumDepth {
                return "code nested more than \(maximumDepth) levels deep; swift-syntax would overflow its stack"
            }
            index += 1
        }
        return nil
    }
}
