/// Streams text through the secret rules: bytes in, redacted bytes out, memory bounded by the longest
/// line it holds (at most `maximumLineLength`; longer lines are cut at a space and scanned in pieces).
public final class SecretRedactor {
    public static let maximumLineLength = 1 << 20

    public private(set) var counts: [SecretKind: Int] = [:]
    public var total: Int { counts.values.reduce(0, +) }

    private var carry: [UInt8] = []
    private var matches: [SecretScanner.Match] = []
    private var rewritten: [UInt8] = []
    private var insidePrivateKey = false

    public init() {}

    /// Redacts `chunk`, handing the output to `emit` in order. The tail of an unfinished line is held
    /// back until the next chunk or `finish`.
    public func process(_ chunk: UnsafeRawBufferPointer, emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        var position = 0
        let count = chunk.count
        if !carry.isEmpty {
            guard let newline = firstNewline(chunk, from: 0) else {
                carry.append(contentsOf: chunk)
                try drainLongCarry(emit: emit)
                return
            }
            carry.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0...newline]))
            let line = carry
            carry.removeAll(keepingCapacity: true)
            try line.withUnsafeBytes { try processLine($0, emit: emit) }
            position = newline + 1
        }
        // Lines without secrets are passed through as one run, not copied.
        var cleanStart = position
        while position < count {
            guard let newline = firstNewline(chunk, from: position) else { break }
            let line = UnsafeRawBufferPointer(rebasing: chunk[position...newline])
            if needsRewrite(line) {
                if cleanStart < position { try emit(UnsafeRawBufferPointer(rebasing: chunk[cleanStart..<position])) }
                try processLine(line, emit: emit)
                cleanStart = newline + 1
            }
            position = newline + 1
        }
        if cleanStart < position { try emit(UnsafeRawBufferPointer(rebasing: chunk[cleanStart..<position])) }
        if position < count {
            carry.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[position..<count]))
            try drainLongCarry(emit: emit)
        }
    }

    /// Redacts the last, unterminated line.
    public func finish(emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard !carry.isEmpty else { return }
        let line = carry
        carry.removeAll()
        try line.withUnsafeBytes { try processLine($0, emit: emit) }
    }

    /// Convenience for whole buffers (tests, small files).
    public func redact(_ bytes: [UInt8]) throws -> [UInt8] {
        var output: [UInt8] = []
        try bytes.withUnsafeBytes { try process($0) { output.append(contentsOf: $0) } }
        try finish { output.append(contentsOf: $0) }
        return output
    }

    // MARK: -

    /// Scans a line (with its newline, if any); true when it must be rewritten. Leaves the matches in `matches`.
    private func needsRewrite(_ line: UnsafeRawBufferPointer) -> Bool {
        if insidePrivateKey { return true }
        matches.removeAll(keepingCapacity: true)
        SecretScanner.scan(line, into: &matches)
        return !matches.isEmpty || containsPrivateKeyHeader(line)
    }

    private func processLine(_ line: UnsafeRawBufferPointer, emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        if insidePrivateKey {
            if find(line, Self.endMarker, from: 0) != nil {
                insidePrivateKey = false
                try emit(line)
            }
            return
        }
        if let begin = privateKeyHeaderEnd(line) {
            counts[.privateKey, default: 0] += 1
            let headerPart = UnsafeRawBufferPointer(rebasing: line[0..<begin])
            if let endMarker = find(line, Self.endMarker, from: begin) {
                // The whole key on one line (JSON with \n escapes): keep the markers, drop the body.
                rewritten.removeAll(keepingCapacity: true)
                rewritten.append(contentsOf: headerPart)
                rewritten.append(contentsOf: SecretKind.privateKey.replacement)
                rewritten.append(contentsOf: UnsafeRawBufferPointer(rebasing: line[endMarker...]))
                try rewritten.withUnsafeBytes { try emit($0) }
            } else {
                insidePrivateKey = true
                try emit(headerPart)
                try Self.privateKeyBody.withUnsafeBytes { try emit($0) }
            }
            return
        }
        matches.removeAll(keepingCapacity: true)
        SecretScanner.scan(line, into: &matches)
        guard !matches.isEmpty else {
            try emit(line)
            return
        }
        rewritten.removeAll(keepingCapacity: true)
        var position = 0
        for match in matches {
            rewritten.append(contentsOf: UnsafeRawBufferPointer(rebasing: line[position..<match.start]))
            rewritten.append(contentsOf: match.kind.replacement)
            counts[match.kind, default: 0] += 1
            position = match.end
        }
        rewritten.append(contentsOf: UnsafeRawBufferPointer(rebasing: line[position...]))
        try rewritten.withUnsafeBytes { try emit($0) }
    }

    private static let privateKeyBody = Array("\n[REDACTED:private-key]\n".utf8)

    /// A line longer than the limit is scanned up to its last space and the rest kept for later.
    private func drainLongCarry(emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        while carry.count > Self.maximumLineLength {
            var cut = Self.maximumLineLength
            let floor = Self.maximumLineLength - 64 * 1024
            while cut > floor, carry[cut - 1] != UInt8(ascii: " ") { cut -= 1 }
            if cut == floor { cut = Self.maximumLineLength }
            let piece = Array(carry[0..<cut])
            carry.removeFirst(cut)
            try piece.withUnsafeBytes { try processLine($0, emit: emit) }
        }
    }

    private func containsPrivateKeyHeader(_ line: UnsafeRawBufferPointer) -> Bool {
        privateKeyHeaderEnd(line) != nil
    }

    /// The offset just past `-----BEGIN … PRIVATE KEY-----`, when the line has one.
    private func privateKeyHeaderEnd(_ line: UnsafeRawBufferPointer) -> Int? {
        guard let begin = find(line, Self.beginMarker, from: 0),
            let keyWord = find(line, Self.privateKeyMarker, from: begin)
        else { return nil }
        return keyWord + Self.privateKeyMarker.count
    }

    private static let beginMarker = Array("-----BEGIN".utf8)
    private static let endMarker = Array("-----END".utf8)
    private static let privateKeyMarker = Array("PRIVATE KEY-----".utf8)

    private func find(_ line: UnsafeRawBufferPointer, _ needle: [UInt8], from start: Int) -> Int? {
        ByteSearch.firstIndex(of: needle, in: line, from: start)
    }

    private func firstNewline(_ buffer: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard start < buffer.count, let base = buffer.baseAddress else { return nil }
        guard let found = memchr(base + start, 0x0A, buffer.count - start) else { return nil }
        return UnsafeRawPointer(found) - base
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
