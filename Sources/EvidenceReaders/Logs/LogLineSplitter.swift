import EvidenceCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Cuts a stream of chunks into lines with bounded memory: LF or CRLF endings, ANSI colour codes
/// removed, and a line longer than `maximumLineLength` kept only up to that length (the rest of it is
/// skipped, so one enormous line cannot grow memory). GitHub Actions' raw logs put a timestamp before
/// every line (`2026-08-13T12:07:23.2942834Z `): it is removed here, line by line (a log may be
/// mixed), so no pattern, message or excerpt ever sees it; the line keeps its number. So is the
/// byte-order mark such a download starts with, and fastlane's time before each line it prints.
package struct LogLineSplitter {
    package static let defaultMaximumLineLength = 1 << 20

    package let maximumLineLength: Int
    /// The start of a line whose end has not arrived yet.
    private var carry: [UInt8] = []
    private var carryIsTruncated = false
    /// The line before had a CI's stamp, which the next line then has too.
    private var previousLineStamped = false
    /// The blanks after Timestamper's clock in this log: 2 as it writes them, 1 once the log showed a
    /// console copied from its page.
    private var clockBlanks = 2
    /// Scratch space for a line with escape sequences removed.
    private var scratch: [UInt8] = []
    package private(set) var lineNumber = 0
    /// Lines that were longer than the maximum and were cut.
    package private(set) var truncatedLines = 0

    package init(maximumLineLength: Int = LogLineSplitter.defaultMaximumLineLength) {
        self.maximumLineLength = max(maximumLineLength, 16)
        carry.reserveCapacity(4096)
    }

    package mutating func feed(_ chunk: UnsafeRawBufferPointer, _ body: (LogLine) throws -> Void) rethrows {
        guard let base = chunk.baseAddress else { return }
        var start = 0
        while start < chunk.count {
            guard let hit = memchr(base + start, 0x0A, chunk.count - start) else {
                appendToCarry(UnsafeRawBufferPointer(rebasing: chunk[start...]))
                return
            }
            let end = UnsafeRawPointer(hit) - base
            if carry.isEmpty && !carryIsTruncated {
                try emit(UnsafeRawBufferPointer(rebasing: chunk[start..<end]), body)
            } else {
                appendToCarry(UnsafeRawBufferPointer(rebasing: chunk[start..<end]))
                try emitCarry(body)
            }
            start = end + 1
        }
    }

    /// Hands out the last line when the stream does not end with a newline.
    package mutating func finish(_ body: (LogLine) throws -> Void) rethrows {
        if !carry.isEmpty || carryIsTruncated { try emitCarry(body) }
    }

    private mutating func appendToCarry(_ bytes: UnsafeRawBufferPointer) {
        let room = maximumLineLength - carry.count
        if bytes.count > room {
            carry.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[0..<max(room, 0)]))
            carryIsTruncated = true
        } else {
            carry.append(contentsOf: bytes)
        }
    }

    private mutating func emitCarry(_ body: (LogLine) throws -> Void) rethrows {
        let line = carry
        let truncated = carryIsTruncated
        carry.removeAll(keepingCapacity: carry.capacity <= 64 * 1024)
        carryIsTruncated = false
        if truncated { truncatedLines += 1 }
        try line.withUnsafeBytes { try emit($0, body, alreadyTruncated: truncated) }
    }

    private mutating func emit(_ raw: UnsafeRawBufferPointer, _ body: (LogLine) throws -> Void, alreadyTruncated: Bool = false) rethrows {
        lineNumber += 1
        var bytes = raw
        if bytes.count > maximumLineLength {
            bytes = UnsafeRawBufferPointer(rebasing: bytes[0..<maximumLineLength])
            if !alreadyTruncated { truncatedLines += 1 }
        }
        if let last = bytes.last, last == 0x0D {
            bytes = UnsafeRawBufferPointer(rebasing: bytes[0..<(bytes.count - 1)])
        }
        if lineNumber == 1, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            bytes = UnsafeRawBufferPointer(rebasing: bytes[3...])
        }
        var stamp = Self.timestampLength(bytes, clockBlanks: clockBlanks)
        // The clock and one blank (Timestamper's console copied from its page, where HTML keeps one) is
        // the log's stamp when its first line, or a line after a stamped one, has it: from then on every
        // line's (and one blank only, so a line's own indentation stays). Elsewhere it is an app's time.
        if stamp == 0, clockBlanks == 2, lineNumber == 1 || previousLineStamped {
            stamp = Self.timestampLength(bytes, clockBlanks: 1)
            if stamp > 0, bytes.count > stamp { clockBlanks = 1 }
        }
        previousLineStamped = stamp > 0
        let taken = UnsafeRawBufferPointer(rebasing: bytes[0..<stamp])
        if stamp > 0 { bytes = UnsafeRawBufferPointer(rebasing: bytes[stamp...]) }
        guard let base = bytes.baseAddress, memchr(base, 0x1B, bytes.count) != nil else {
            try body(LogLine(bytes: Self.withoutFastlanePrefix(bytes), number: lineNumber, stamp: taken))
            return
        }
        Self.removeEscapeSequences(bytes, into: &scratch)
        let number = lineNumber
        try scratch.withUnsafeBytes { try body(LogLine(bytes: Self.withoutFastlanePrefix($0), number: number, stamp: taken)) }
    }

    /// TeamCity's prefix (`teamCityPrefixLength`) is removed, or else fastlane's:
    /// fastlane prints every line of its own and of the commands it runs after the time
    /// (`[13:02:31]: `, or `INFO [2026-08-13 13:02:31.42]: ` when verbose), and a command's output
    /// (xcodebuild's, xcpretty's) after `▸ ` besides: both are removed, so the line reads as the
    /// command printed it.
    /// fastlane-plugin-test_center's `multi_scan` runs batches in parallel and puts its worker before
    /// all of that (`[worker 2] INFO [2025-05-19 10:15:11.19]: ▸ …`): removed first.
    /// EAS Build's phase before each line of a local build's log (`[RUN_FASTLANE] `, `[ON_BUILD_SUCCESS_HOOK] `)
    /// is removed first, so what the phase's command printed reads as it printed it.
    @inline(__always)
    static func withoutFastlanePrefix(_ stamped: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        let phase = easPhasePrefixLength(stamped)
        let whole = phase > 0 ? UnsafeRawBufferPointer(rebasing: stamped[phase...]) : stamped
        let teamCity = teamCityPrefixLength(whole)
        if teamCity > 0 { return UnsafeRawBufferPointer(rebasing: whole[teamCity...]) }
        let worker = workerPrefixLength(whole)
        let bytes = worker > 0 ? UnsafeRawBufferPointer(rebasing: whole[worker...]) : whole
        let length = fastlanePrefixLength(bytes)
        guard length > 0 else { return bytes }
        var start = length
        if start + 4 <= bytes.count, bytes[start] == 0xE2, bytes[start + 1] == 0x96, bytes[start + 2] == 0xB8, bytes[start + 3] == 0x20 { start += 4 }
        return UnsafeRawBufferPointer(rebasing: bytes[start...])
    }

    /// The length of EAS Build's phase (`[RUN_FASTLANE] `, `[INSTALL_PODS] `: capitals, digits and at
    /// least one `_` in brackets, then one blank or the line's end), or 0. A level in brackets
    /// (`[ERROR] `, Maven's and Surefire's) has no `_` and stays.
    static func easPhasePrefixLength(_ bytes: UnsafeRawBufferPointer) -> Int {
        guard bytes.count >= 4, bytes[0] == UInt8(ascii: "["), bytes[1] >= UInt8(ascii: "A"), bytes[1] <= UInt8(ascii: "Z") else { return 0 }
        var index = 1, underscore = false
        while index < bytes.count, index < 40 {
            let byte = bytes[index]
            if byte == UInt8(ascii: "_") { underscore = true } else if !(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) && !isDigit(byte) { break }
            index += 1
        }
        guard underscore, index < bytes.count, bytes[index] == UInt8(ascii: "]") else { return 0 }
        if index + 1 == bytes.count { return index + 1 }
        return bytes[index + 1] == 0x20 ? index + 2 : 0
    }

    /// The length of `multi_scan`'s `[worker N] `, or 0.
    static func workerPrefixLength(_ bytes: UnsafeRawBufferPointer) -> Int {
        let marker = "[worker ".utf8
        guard bytes.count > marker.count + 2, bytes[0] == UInt8(ascii: "["), zip(bytes, marker).allSatisfy({ $0 == $1 }) else { return 0 }
        var index = marker.count
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        guard index > marker.count, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == 0x20 else { return 0 }
        return index + 2
    }

    /// The length of fastlane's time prefix (`[HH:MM:SS]: `; verbose: a level, then
    /// `[YYYY-MM-DD HH:MM:SS.ff]: `), or 0.
    static func fastlanePrefixLength(_ bytes: UnsafeRawBufferPointer) -> Int {
        guard bytes.count >= 11 else { return 0 }
        var index = 0
        if bytes[0] != UInt8(ascii: "[") {
            // A verbose run's level word: `INFO `, `DEBUG `, `WARN `, `ERROR `.
            while index < 6, index < bytes.count, bytes[index] >= UInt8(ascii: "A"), bytes[index] <= UInt8(ascii: "Z") { index += 1 }
            guard index >= 4, index + 1 < bytes.count, bytes[index] == 0x20 else { return 0 }
            index += 1
        }
        guard bytes[index] == UInt8(ascii: "[") else { return 0 }
        index += 1
        func digits(_ count: Int) -> Bool {
            guard index + count <= bytes.count, (index..<index + count).allSatisfy({ isDigit(bytes[$0]) }) else { return false }
            index += count
            return true
        }
        func byte(_ expected: Character) -> Bool {
            guard index < bytes.count, bytes[index] == expected.asciiValue! else { return false }
            index += 1
            return true
        }
        // The date, when verbose.
        if index + 10 < bytes.count, bytes[index + 4] == UInt8(ascii: "-") {
            guard digits(4), byte("-"), digits(2), byte("-"), digits(2), byte(" ") else { return 0 }
        }
        guard digits(2), byte(":"), digits(2), byte(":"), digits(2) else { return 0 }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        guard byte("]"), byte(":") else { return 0 }
        if index == bytes.count { return index }
        return byte(" ") ? index : 0
    }

    /// The length of the prefix TeamCity's build log puts before each line: the time, a status
    /// letter or a blank, a colon (`[10:32:20]E:`, `[17:40:46] :`), then, inside a step or block, tabs
    /// and its name (`\t [Step 3/4] `, `\t\t\t [Update checkout directory (…)] `); or 0.
    static func teamCityPrefixLength(_ bytes: UnsafeRawBufferPointer) -> Int {
        guard bytes.count >= 12, bytes[0] == UInt8(ascii: "["), bytes[3] == UInt8(ascii: ":"), bytes[6] == UInt8(ascii: ":"),
              bytes[9] == UInt8(ascii: "]"), bytes[11] == UInt8(ascii: ":"),
              [1, 2, 4, 5, 7, 8].allSatisfy({ isDigit(bytes[$0]) }),
              bytes[10] == 0x20 || (bytes[10] >= UInt8(ascii: "A") && bytes[10] <= UInt8(ascii: "z"))
        else { return 0 }
        var index = 12
        guard index < bytes.count else { return index }
        if bytes[index] == 0x20 { return index + 1 }
        guard bytes[index] == 0x09 else { return 0 }
        while index < bytes.count, bytes[index] == 0x09 { index += 1 }
        guard index + 1 < bytes.count, bytes[index] == 0x20, bytes[index + 1] == UInt8(ascii: "[") else { return index }
        // The step's or block's name, to its `] `.
        var end = index + 2
        while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "]") && bytes[end + 1] == 0x20) { end += 1 }
        return end + 1 < bytes.count ? end + 2 : bytes.count
    }

    /// The length of the timestamp GitHub Actions writes before each line of a raw log
    /// (`2026-08-13T12:07:23.2942834Z `: ISO 8601 in UTC, fractional seconds, one space; none after
    /// an empty line's), or of the ones Jenkins' Timestamper writes: in a pipeline's console
    /// (`[2026-12-04T07:03:22.820Z] `), or the clock and two blanks of its documented default
    /// (`21:51:15  Started by user anonymous`; elapsed time `00:00:01.234  `; with
    /// `clockBlanks` 1, one blank, as its console page copies), or GitLab Runner's
    /// (`FF_TIMESTAMPS`: `2026-12-03T10:26:58.404329Z 00O `, the time, the output stream's number and
    /// `O` or `E`, then a blank, or `+` when the line continues the one before), or 0. Byte tests only,
    /// the rarest first: this runs on every line.
    @inline(__always)
    static func timestampLength(_ bytes: UnsafeRawBufferPointer, clockBlanks: Int = 2) -> Int {
        if bytes.count >= 22, bytes[0] == UInt8(ascii: "["), let end = isoTimestampEnd(bytes, from: 1) {
            guard end < bytes.count, bytes[end] == UInt8(ascii: "]") else { return 0 }
            return end + 1 < bytes.count && bytes[end + 1] == 0x20 ? end + 2 : end + 1
        }
        if bytes.count >= 8, bytes[2] == UInt8(ascii: ":"), bytes[5] == UInt8(ascii: ":") { return clockPrefixLength(bytes, blanks: clockBlanks) }
        if bytes.count >= 7, bytes[0] == UInt8(ascii: "_"), bytes[1] == UInt8(ascii: "b") { return buildkiteMarkerLength(bytes) }
        guard let end = isoTimestampEnd(bytes, from: 0) else { return 0 }
        if end == bytes.count { return end }
        guard bytes[end] == 0x20 else { return 0 }
        return end + gitLabStreamLength(bytes, from: end + 1) + 1
    }

    /// The length of GitLab Runner's stream marker after its time (`00O `, `01E `, `00O+`), or 0; at the
    /// line's end (an empty line) the marker's whole length.
    private static func gitLabStreamLength(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        guard start + 3 <= bytes.count, isDigit(bytes[start]), isDigit(bytes[start + 1]),
              bytes[start + 2] == UInt8(ascii: "O") || bytes[start + 2] == UInt8(ascii: "E") else { return 0 }
        if start + 3 == bytes.count { return 3 }
        return bytes[start + 3] == 0x20 || bytes[start + 3] == UInt8(ascii: "+") ? 4 : 0
    }

    /// The length of Buildkite's time marker when its escape was lost (`_bk;t=1764497138000` and its
    /// BEL, as a log copied out of a terminal or a web page shows it; with its escape it is removed
    /// with the colour), or 0.
    private static func buildkiteMarkerLength(_ bytes: UnsafeRawBufferPointer) -> Int {
        let marker: [UInt8] = Array("_bk;t=".utf8)
        guard bytes.count > marker.count, marker.indices.allSatisfy({ bytes[$0] == marker[$0] }) else { return 0 }
        var index = marker.count
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        guard index > marker.count else { return 0 }
        if index < bytes.count, bytes[index] == 0x07 { return index + 1 }
        // No BEL either: the time is milliseconds since 1970, 13 digits; the line's own may follow at once.
        return index - marker.count >= 13 ? marker.count + 13 : index
    }

    /// The length of Timestamper's `HH:MM:SS` (fractional seconds allowed) and its `blanks` (two as the
    /// plugin writes its text, one as its console page copies), or 0. One blank is also what follows a
    /// time an app prints: the splitter takes it only for a log stamped so from its first line.
    private static func clockPrefixLength(_ bytes: UnsafeRawBufferPointer, blanks: Int) -> Int {
        guard bytes.count >= 8, [0, 1, 3, 4, 6, 7].allSatisfy({ isDigit(bytes[$0]) }) else { return 0 }
        var index = 8
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        var end = index
        while end < bytes.count, end < index + blanks, bytes[end] == 0x20 { end += 1 }
        // An empty line keeps only the time and, at most, its blanks.
        return end == bytes.count || end == index + blanks ? end : 0
    }

    /// Where an ISO 8601 UTC time starting at `start` (`2026-08-13T12:07:23`, fractional seconds, `Z`)
    /// ends, past its `Z`; nil when none starts there.
    @inline(__always)
    private static func isoTimestampEnd(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard bytes.count >= start + 20, bytes[start + 10] == UInt8(ascii: "T"), bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-"),
              bytes[start + 13] == UInt8(ascii: ":"), bytes[start + 16] == UInt8(ascii: ":")
        else { return nil }
        func digits(_ at: Int, _ count: Int) -> Bool { (start + at..<start + at + count).allSatisfy { isDigit(bytes[$0]) } }
        guard digits(0, 4), digits(5, 2), digits(8, 2), digits(11, 2), digits(14, 2), digits(17, 2) else { return nil }
        var index = start + 19
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, index < start + 30, isDigit(bytes[index]) { index += 1 }
            guard index > start + 20 else { return nil }
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "Z") else { return nil }
        return index + 1
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    /// `ESC _` (APC), `ESC ]` (OSC), `ESC P` (DCS), `ESC ^` (PM): a string follows, ended by BEL or `ESC \`.
    static let stringEscapes: [UInt8] = [UInt8(ascii: "_"), UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "^")]

    /// Drops CSI sequences (`ESC [ … final byte`), which carry colours, string sequences (APC, OSC),
    /// and other two-byte escapes.
    static func removeEscapeSequences(_ bytes: UnsafeRawBufferPointer, into output: inout [UInt8]) {
        output.removeAll(keepingCapacity: true)
        guard let base = bytes.baseAddress else { return }
        var index = 0
        while index < bytes.count {
            // Copy the run up to the next ESC in one go.
            guard let hit = memchr(base + index, 0x1B, bytes.count - index) else {
                output.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[index...]))
                return
            }
            let escape = UnsafeRawPointer(hit) - base
            output.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[index..<escape]))
            index = escape + 1
            guard index < bytes.count else { return }
            if bytes[index] == UInt8(ascii: "[") {
                index += 1
                // Parameter and intermediate bytes, then one final byte in 0x40...0x7E.
                while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
            } else if Self.stringEscapes.contains(bytes[index]) {
                // A string up to BEL or ESC \: Buildkite's timestamp before each line (`ESC _bk;t=1755079326000 BEL`),
                // a terminal's title or link (`ESC ]`).
                index += 1
                while index < bytes.count, bytes[index] != 0x07, !(bytes[index] == 0x1B && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\\")) { index += 1 }
                if index < bytes.count, bytes[index] == 0x1B { index += 1 }
            }
            index += 1
        }
    }
}
