import EvidenceCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Terminal escape sequences (ANSI colours, cursor moves, titles) in a line of text, which tools such
/// as xcbeautify and fastlane print around words: `\e[33mghp_…\e[0m`, `\e[32mMATCH_PASSWORD\e[0m=…`.
/// The secret rules read the line without them, so a secret they wrap or split is found; the
/// redacted line keeps every sequence outside a secret.
enum TerminalEscapes {
    static let escape: UInt8 = 0x1B

    /// Whether `bytes` hold an escape byte at all (one `memchr`).
    static func mayHold(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
        return memchr(base, Int32(escape), bytes.count) != nil
    }

    /// The line without its escape sequences, and for each byte kept its index in `line`; nil when the
    /// line holds none.
    static func stripped(_ line: UnsafeRawBufferPointer) -> (text: [UInt8], origin: [Int])? {
        var origin: [Int] = []
        origin.reserveCapacity(line.count)
        guard let text = strip(line, { origin.append(contentsOf: $0) }) else { return nil }
        return (text, origin)
    }

    /// The line without its escape sequences (no positions: whether it must be rewritten is decided
    /// on every line with an escape, a binary blob's most; where its secrets stand only on the few
    /// that have one); nil when the line holds none.
    static func strippedText(_ line: UnsafeRawBufferPointer) -> [UInt8]? {
        strip(line) { _ in }
    }

    /// The runs of `line` between escape sequences, joined; each run's range also handed to `kept`.
    private static func strip(_ line: UnsafeRawBufferPointer, _ kept: (Range<Int>) -> Void) -> [UInt8]? {
        guard mayHold(line) else { return nil }
        var text: [UInt8] = []
        text.reserveCapacity(line.count)
        // Runs between escapes are copied whole (a binary blob's "lines" hold many escape bytes).
        let base = line.baseAddress!
        var index = 0
        while index < line.count {
            let runEnd = memchr(base + index, Int32(escape), line.count - index).map { UnsafeRawPointer($0) - base } ?? line.count
            text.append(contentsOf: UnsafeRawBufferPointer(rebasing: line[index..<runEnd]))
            kept(index..<runEnd)
            guard runEnd < line.count else { break }
            index = sequenceEnd(line, from: runEnd)
        }
        return text
    }

    /// Where the sequence starting at `start` (an escape byte) ends: CSI (`ESC [` parameters,
    /// intermediates, a final byte), OSC (`ESC ]` … BEL or `ESC \`), or `ESC` and one byte. A sequence
    /// cut off by the end of the line ends there.
    static func sequenceEnd(_ line: UnsafeRawBufferPointer, from start: Int) -> Int {
        let count = line.count
        guard start + 1 < count else { return count }
        var index = start + 2
        switch line[start + 1] {
        case UInt8(ascii: "["):
            while index < count, (0x20...0x3F).contains(line[index]) { index += 1 }
            return index < count && (0x40...0x7E).contains(line[index]) ? index + 1 : index
        case UInt8(ascii: "]"):
            // At most 512 bytes of a title or hyperlink: an unterminated one ends nothing else.
            let limit = min(count, start + 512)
            while index < limit {
                if line[index] == 0x07 { return index + 1 }
                if line[index] == escape, index + 1 < count, line[index + 1] == UInt8(ascii: "\\") { return index + 2 }
                index += 1
            }
            return start + 2
        default:
            return start + 2
        }
    }
}
