import EvidenceCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Cuts a stream of chunks into lines with bounded memory: LF or CRLF endings, ANSI colour codes
/// removed, and a line longer than `maximumLineLength` kept only up to that length (the rest of it is
/// skipped, so one enormous line cannot grow memory).
public struct LogLineSplitter {
    public static let defaultMaximumLineLength = 1 << 20

    public let maximumLineLength: Int
    /// The start of a line whose end has not arrived yet.
    private var carry: [UInt8] = []
    private var carryIsTruncated = false
    /// Scratch space for a line with escape sequences removed.
    private var scratch: [UInt8] = []
    public private(set) var lineNumber = 0
    /// Lines that were longer than the maximum and were cut.
    public private(set) var truncatedLines = 0

    public init(maximumLineLength: Int = LogLineSplitter.defaultMaximumLineLength) {
        self.maximumLineLength = max(maximumLineLength, 16)
        carry.reserveCapacity(4096)
    }

    public mutating func feed(_ chunk: UnsafeRawBufferPointer, _ body: (LogLine) throws -> Void) rethrows {
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
    public mutating func finish(_ body: (LogLine) throws -> Void) rethrows {
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
        guard let base = bytes.baseAddress, memchr(base, 0x1B, bytes.count) != nil else {
            try body(LogLine(bytes: bytes, number: lineNumber))
            return
        }
        Self.removeEscapeSequences(bytes, into: &scratch)
        let number = lineNumber
        try scratch.withUnsafeBytes { try body(LogLine(bytes: $0, number: number)) }
    }

    /// Drops CSI sequences (`ESC [ … final byte`), which carry colours, and other two-byte escapes.
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
            }
            index += 1
        }
    }
}
