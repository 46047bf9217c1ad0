import EvidenceCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One line of a log as raw bytes — without its line ending and colour codes — and its 1-based
/// number. The bytes are only valid during the callback that hands the line out, so patterns read
/// them with cheap byte tests and copy out only the few strings they keep.
package struct LogLine {
    package let bytes: UnsafeRawBufferPointer
    package let number: Int
    /// What the splitter took off the line's start as a CI's timestamp (`LogLineSplitter`), or nothing: a
    /// tool that prints its own time of day first (Detox's trace) in a log whose every line begins with a
    /// clock has its time taken as the log's stamp, and reads it back here.
    package let stamp: UnsafeRawBufferPointer

    /// How many bytes of a line an excerpt keeps at most (then `…`).
    package static let excerptLimit = 300

    package init(bytes: UnsafeRawBufferPointer, number: Int, stamp: UnsafeRawBufferPointer = UnsafeRawBufferPointer(start: nil, count: 0)) {
        self.bytes = bytes
        self.number = number
        self.stamp = stamp
    }

    package var count: Int { bytes.count }
    package var isEmpty: Bool { bytes.isEmpty }

    package subscript(index: Int) -> UInt8 { bytes[index] }

    /// The whole line decoded as UTF-8 (invalid sequences become U+FFFD).
    package var text: String { text(0..<bytes.count) }

    package func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    package func text(from start: Int) -> String { text(min(start, count)..<count) }

    package func hasPrefix(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
        guard !prefix.isEmpty else { return offset >= 0 && offset <= bytes.count }
        guard offset >= 0, offset + prefix.count <= bytes.count, let base = bytes.baseAddress else { return false }
        return prefix.withUnsafeBytes { memcmp(base + offset, $0.baseAddress!, prefix.count) == 0 }
    }

    package func hasSuffix(_ suffix: [UInt8]) -> Bool {
        hasPrefix(suffix, at: bytes.count - suffix.count)
    }

    package func firstIndex(of byte: UInt8, from start: Int = 0) -> Int? {
        guard start >= 0, start < bytes.count, let base = bytes.baseAddress else { return nil }
        guard let hit = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return UnsafeRawPointer(hit) - base
    }

    package func firstIndex(of needle: [UInt8], from start: Int = 0) -> Int? {
        ByteSearch.firstIndex(of: needle, in: bytes, from: start)
    }

    package func lastIndex(of byte: UInt8, before end: Int? = nil) -> Int? {
        var index = min(end ?? bytes.count, bytes.count) - 1
        while index >= 0 {
            if bytes[index] == byte { return index }
            index -= 1
        }
        return nil
    }

    /// The index of the first byte at or after `start` that is not a space or tab.
    package func skippingBlanks(from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index
    }

    package var isBlank: Bool { skippingBlanks(from: 0) == bytes.count }

    /// A decimal number starting at `start`, and the index after it.
    package func decimal(at start: Int) -> (value: Int, end: Int)? {
        var index = start
        var value = 0
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39, index - start < 12 {
            value = value * 10 + Int(bytes[index] - 0x30)
            index += 1
        }
        return index > start ? (value, index) : nil
    }

    /// A short excerpt for evidence pointers: the line, cut at about `limit` bytes on a character
    /// boundary (byte arithmetic only: this runs for every result line).
    package func excerpt(limit: Int = LogLine.excerptLimit) -> String {
        guard bytes.count > limit else { return text }
        var end = limit
        while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }  // not inside a UTF-8 sequence
        return text(0..<end) + "…"
    }

    package func pointer(_ path: String) -> EvidencePointer {
        EvidencePointer(path: path, line: number, excerpt: excerpt())
    }
}
