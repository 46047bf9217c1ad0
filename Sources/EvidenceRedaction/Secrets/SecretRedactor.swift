import EvidenceCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Streams text through the secret rules: bytes in, redacted bytes out, memory bounded by the longest
/// line it holds (at most `maximumLineLength`; longer lines are cut where no secret can span the cut
/// and scanned in pieces).
package final class SecretRedactor {
    package static let maximumLineLength = 1 << 20

    package private(set) var counts: [SecretKind: Int] = [:]
    package var total: Int { counts.values.reduce(0, +) }

    private var carry: [UInt8] = []
    private var matches: [SecretScanner.Match] = []
    private var insidePrivateKey = false

    package init() {}

    /// Redacts `chunk`, handing the output to `emit` in order. The tail of an unfinished line is held
    /// back until the next chunk or `finish`.
    package func process(_ chunk: UnsafeRawBufferPointer, emit: (UnsafeRawBufferPointer) throws -> Void) throws {
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
        // Markers no line of this chunk can hold need not be looked for line by line.
        chunkMayHoldKeyBlock = Self.holdsBeginMarker(chunk, from: position)
        let rest = UnsafeRawBufferPointer(rebasing: chunk[position...])
        chunkMayHoldXML = rest.baseAddress.map { memchr($0, Int32(UInt8(ascii: "<")), rest.count) != nil } ?? false
        chunkMayHoldEscapedXML = ByteSearch.firstTrigram(SecretMarkup.escapedSign, in: rest, from: 0) != nil
        chunkMayHoldEscape = TerminalEscapes.mayHold(UnsafeRawBufferPointer(rebasing: chunk[position...]))
        defer { (chunkMayHoldKeyBlock, chunkMayHoldXML, chunkMayHoldEscapedXML, chunkMayHoldEscape) = (true, true, true, true) }
        // Lines without secrets are passed through as one run, not copied; lines before the next sign
        // of one (`LineSigns`) are not looked at one by one.
        var cleanStart = position
        let end = lastNewline(chunk, from: position).map { $0 + 1 } ?? position
        var signs = LineSigns(
            UnsafeRawBufferPointer(rebasing: chunk[0..<end]), keyBlock: chunkMayHoldKeyBlock, xml: chunkMayHoldXML, escapedXML: chunkMayHoldEscapedXML,
            escape: chunkMayHoldEscape)
        while position < count {
            if !insidePrivateKey, pendingValueKind == nil, position < end {
                position = signs.lineStart(from: position) ?? end
                if position == end { continue }
            }
            guard let newline = firstNewline(chunk, from: position) else { break }
            let line = UnsafeRawBufferPointer(rebasing: chunk[position...newline])
            if needsRewrite(line, filtered: signs.candidate(in: position...newline)) {
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
    package func finish(emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard !carry.isEmpty else { return }
        let line = carry
        carry.removeAll()
        try line.withUnsafeBytes { try processLine($0, emit: emit) }
    }

    /// Convenience for whole buffers (tests, small files).
    package func redact(_ bytes: [UInt8]) throws -> [UInt8] {
        var output: [UInt8] = []
        try bytes.withUnsafeBytes { try process($0) { output.append(contentsOf: $0) } }
        try finish { output.append(contentsOf: $0) }
        return output
    }

    /// A short string (a name, a URL) redacted, and what was found in it.
    package static func redacted(_ text: String) -> (text: String, counts: [SecretKind: Int]) {
        let redactor = SecretRedactor()
        guard let output = try? redactor.redact(Array(text.utf8)), redactor.total > 0 else { return (text, [:]) }
        return (String(decoding: output, as: UTF8.self), redactor.counts)
    }

    /// One line of a value (`StructuredRedactor`: a string of JSON, a text or attribute of XML, its
    /// newline if it has one) through the rules, with the state earlier lines of the value left;
    /// nil when nothing in it changes.
    func redactedLine(_ line: UnsafeRawBufferPointer) -> [UInt8]? {
        guard needsRewrite(line) else { return nil }
        var output: [UInt8] = []
        try? processLine(line) { output.append(contentsOf: $0) }
        return output.elementsEqual(line) ? nil : output
    }

    /// Forgets what earlier lines opened (a private key's body, a plist key waiting for its value):
    /// a value of a structured file starts afresh.
    func resetLineState() {
        insidePrivateKey = false
        privateKeyBodyStarted = false
        pendingValueKind = nil
        pendingLines = 0
    }

    // MARK: -

    /// Scans a line (with its newline, if any); true when it must be rewritten. Leaves the matches in `matches`.
    /// `filtered`: the candidate filter already found a sign of a secret here (`LineSigns`), so the
    /// scanner's walk runs without filtering the line again. The matches are the same either way: the
    /// filter only skips lines the walk would find nothing in.
    private func needsRewrite(_ line: UnsafeRawBufferPointer, filtered: Bool = false) -> Bool {
        if insidePrivateKey || pendingValueKind != nil { return true }
        matches.removeAll(keepingCapacity: true)
        let scan = filtered ? SecretScanner.scanWords : SecretScanner.scan
        if chunkMayHoldEscape, let plain = TerminalEscapes.strippedText(line) {
            plain.withUnsafeBytes { scan($0, &matches) }
        } else {
            scan(line, &matches)
        }
        if !matches.isEmpty || chunkMayHoldKeyBlock && containsPrivateKeyHeader(line) { return true }
        guard chunkMayHoldXML || chunkMayHoldEscapedXML else { return false }
        var markup = MarkupKeyScan()
        return chunkMayHoldXML && markup.namesSecret(line, SecretMarkup.plain) || chunkMayHoldEscapedXML && markup.namesSecret(line, SecretMarkup.escaped)
    }

    static func startsWith(_ line: UnsafeRawBufferPointer, _ prefix: [UInt8], at start: Int) -> Bool {
        guard start + prefix.count <= line.count else { return false }
        for index in 0..<prefix.count where line[start + index] != prefix[index] { return false }
        return true
    }

    /// Whether `-----BEGIN` stands in `chunk` from `start`: a run of at least five dashes, then BEGIN.
    static func holdsBeginMarker(_ chunk: UnsafeRawBufferPointer, from start: Int) -> Bool {
        var position = start
        while let run = ByteSearch.firstTriple(of: UInt8(ascii: "-"), in: chunk, from: position) {
            var end = run
            while end < chunk.count, chunk[end] == UInt8(ascii: "-") { end += 1 }
            if end - run >= 5, startsWith(chunk, beginWord, at: end) {
                return true
            }
            position = end
        }
        return false
    }

    private static let beginWord = Array("BEGIN".utf8)

    /// A private key's body is redacted only after a `-----BEGIN … PRIVATE KEY-----` header, and only
    /// lines that look like base64 (armor headers and blank lines are kept and keep the block open):
    /// the first other line ends the block and is scanned like any text, so a line that merely
    /// mentions a header loses nothing after it, and a key of any size loses its whole body.
    private func processLine(_ line: UnsafeRawBufferPointer, emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        if insidePrivateKey {
            if find(line, SecretMarkup.endMarker, from: 0) != nil {
                insidePrivateKey = false
            } else if Self.isKeyBodyLine(line, bodyStarted: privateKeyBodyStarted) {
                if !privateKeyBodyStarted {
                    privateKeyBodyStarted = true
                    counts[.privateKey, default: 0] += 1
                    try Self.privateKeyBody.withUnsafeBytes { try emit($0) }
                }
                return
            } else if !SecretMarkup.isArmorLine(line) {
                insidePrivateKey = false
            }
            try rewrite(line).withUnsafeBytes { try emit($0) }
            return
        }
        if let header = SecretMarkup.privateKeyHeader(in: line) {
            var output = rewrite(UnsafeRawBufferPointer(rebasing: line[0..<header.lowerBound]))
            output.append(contentsOf: UnsafeRawBufferPointer(rebasing: line[header]))
            // The body on the header's own line (JSON with \n escapes): up to the END marker, or as
            // far as it looks like a key; what follows is scanned like any text.
            var bodyEnd = header.upperBound
            while bodyEnd < line.count, SecretMarkup.isKeyBodyByte(line[bodyEnd]), !Self.startsWith(line, SecretMarkup.endMarker, at: bodyEnd) {
                bodyEnd += 1
            }
            var atEnd = Self.startsWith(line, SecretMarkup.endMarker, at: bodyEnd)
            // BEGIN and END on one line (JSON with \n escapes): everything between them, armor
            // headers included (`Version: GnuPG v2` in a PGP block), within the one string.
            if !atEnd, let end = find(line, SecretMarkup.endMarker, from: header.upperBound),
                !line[header.upperBound..<end].contains(UInt8(ascii: "\"")),
                !SecretScanner.hasPrefix(line, header.upperBound, "[REDACTED")
            {
                bodyEnd = end
                atEnd = true
            }
            let body = UnsafeRawBufferPointer(rebasing: line[header.upperBound..<bodyEnd])
            let base64 = body.filter { SecretScanner.isBase64Byte($0) }.count
            if atEnd && base64 > 0 || base64 >= 16 {
                counts[.privateKey, default: 0] += 1
                output += SecretKind.privateKey.replacement
                // Keep the line's end when the body ran to it.
                if bodyEnd == line.count, let last = line.last, last == 0x0A { output.append(last) }
            } else {
                bodyEnd = header.upperBound
            }
            output += rewrite(UnsafeRawBufferPointer(rebasing: line[bodyEnd...]))
            let bodyRanToEnd = bodyEnd == line.count || line[bodyEnd...].allSatisfy { $0 == 0x0A || $0 == 0x0D }
            if !atEnd, bodyRanToEnd {
                insidePrivateKey = true
                privateKeyBodyStarted = bodyEnd > header.upperBound
            }
            try output.withUnsafeBytes { try emit($0) }
            return
        }
        try rewrite(line).withUnsafeBytes { try emit($0) }
    }

    /// A line of a key's body: base64 only (spaces around it allowed, and a GitHub Actions timestamp
    /// before it), at least 16 bytes — or any length once the body has started (its last line, a PGP
    /// checksum `=AbCd`).
    private static func isKeyBodyLine(_ line: UnsafeRawBufferPointer, bodyStarted: Bool) -> Bool {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        var start = SecretMarkup.afterTimestamp(line), end = line.count
        while start < end, isSpace(line[start]) { start += 1 }
        while end > start, isSpace(line[end - 1]) { end -= 1 }
        guard (start..<end).allSatisfy({ SecretScanner.isBase64Byte(line[$0]) }) else { return false }
        return end - start >= 16 || bodyStarted && end > start
    }

    /// The line with every secret replaced (scanner matches and structured key/value pairs). A line
    /// with terminal escapes is read without them (`TerminalEscapes`): a secret they wrap or split is
    /// replaced whole, escapes inside it with it; the others stay.
    private func rewrite(_ line: UnsafeRawBufferPointer) -> [UInt8] {
        matches.removeAll(keepingCapacity: true)
        if let plain = TerminalEscapes.stripped(line) {
            plain.text.withUnsafeBytes { text in
                SecretScanner.scan(text, into: &matches)
                structuredMatches(text)
            }
            // Back to the line's own positions: from the first byte of a secret to past its last.
            for index in matches.indices {
                let match = matches[index]
                matches[index].start = plain.origin[match.start]
                matches[index].end = match.end > match.start ? plain.origin[match.end - 1] + 1 : plain.origin[match.start]
            }
        } else {
            SecretScanner.scan(line, into: &matches)
            structuredMatches(line)
        }
        guard !matches.isEmpty else { return Array(line) }
        matches.sort { $0.start < $1.start }
        var output: [UInt8] = []
        output.reserveCapacity(line.count)
        var position = 0
        for match in matches where match.start >= position {
            output.append(contentsOf: UnsafeRawBufferPointer(rebasing: line[position..<match.start]))
            output.append(contentsOf: match.kind.replacement)
            counts[match.kind, default: 0] += 1
            position = match.end
        }
        output.append(contentsOf: UnsafeRawBufferPointer(rebasing: line[position...]))
        return output
    }

    /// Secrets whose key and value are separate XML elements or attributes: a plist's
    /// `<key>APIToken</key>` and the `<string>` that follows (on this line or the next), and JUnit's
    /// `<property name="api_token" value="…"/>` — as written, or escaped inside another XML
    /// document (`SecretMarkup.escaped`).
    private func structuredMatches(_ line: UnsafeRawBufferPointer) {
        let escaped = find(line, SecretMarkup.escapedOpen, from: 0) != nil
        // A key left waiting by an earlier line is answered in its own markers only.
        let waiting = pendingValueKind != nil ? pendingDialectIsPlain : nil
        for dialect in escaped ? [SecretMarkup.plain, SecretMarkup.escaped] : [SecretMarkup.plain] {
            propertyMatch(line, dialect)
            if waiting == nil || waiting == dialect.isPlain { plistMatch(line, dialect) }
        }
    }

    private func propertyMatch(_ line: UnsafeRawBufferPointer, _ dialect: SecretMarkup.Dialect) {
        if let property = find(line, dialect.property, from: 0),
            let name = SecretMarkup.quotedAttribute(dialect.name, in: line, from: property),
            let kind = SecretScanner.keyKind(line, name.lowerBound, name.upperBound),
            let value = SecretMarkup.quotedAttribute(dialect.value, in: line, from: property),
            SecretScanner.isSecretValue(UnsafeRawBufferPointer(rebasing: line[value]), kind: kind)
        {
            matches.append(.init(start: value.lowerBound, end: value.upperBound, kind: kind))
        }
    }

    private func plistMatch(_ line: UnsafeRawBufferPointer, _ dialect: SecretMarkup.Dialect) {
        var searchFrom = 0
        if let keyStart = find(line, dialect.key, from: 0), let keyEnd = find(line, dialect.keyEnd, from: keyStart) {
            let nameStart = keyStart + dialect.key.count
            pendingValueKind = SecretScanner.keyKind(line, nameStart, keyEnd)
            pendingDialectIsPlain = dialect.isPlain
            pendingLines = 2
            searchFrom = keyEnd
        }
        guard let kind = pendingValueKind, pendingDialectIsPlain == dialect.isPlain else { return }
        if let open = find(line, dialect.string, from: searchFrom), let close = find(line, dialect.stringEnd, from: open) {
            let start = open + dialect.string.count
            if close > start, SecretScanner.isSecretValue(UnsafeRawBufferPointer(rebasing: line[start..<close]), kind: kind) {
                matches.append(.init(start: start, end: close, kind: kind))
            }
            pendingValueKind = nil
            return
        }
        pendingLines -= 1
        if pendingLines <= 0 { pendingValueKind = nil }
    }

    private var chunkMayHoldKeyBlock = true
    private var chunkMayHoldXML = true
    private var chunkMayHoldEscapedXML = true
    private var pendingDialectIsPlain = true
    private var chunkMayHoldEscape = true
    private var pendingValueKind: SecretKind?
    private var pendingLines = 0
    private var privateKeyBodyStarted = false

    private static let privateKeyBody = Array("[REDACTED:private-key]\n".utf8)

    /// A line longer than the limit is scanned in pieces: up to a cut in its last 64 KiB, the rest
    /// kept for later. The bytes just past the limit are held too, to see what follows a cut.
    private func drainLongCarry(emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        while carry.count > Self.maximumLineLength + Self.safeCutWindow {
            let cut = carry.withUnsafeBytes { Self.cutPoint(in: $0) }
            let piece = Array(carry[0..<cut])
            carry.removeFirst(cut)
            try piece.withUnsafeBytes { try processLine($0, emit: emit) }
        }
    }

    /// Where to cut a line longer than the limit, in its last 64 KiB, with no sign of a secret
    /// (`SecretCandidateFilter`) within 256 bytes on either side, so that a key, its separator and
    /// its value (`"token": "…"`, `Bearer …`) stay in one piece: after the last such space, comma or
    /// semicolon (a token recognised by its shape holds none), else at the last such position; only
    /// when signs stand everywhere, after the last space, or at the limit. `line` holds at least
    /// `safeCutWindow` bytes past the limit.
    static func cutPoint(in line: UnsafeRawBufferPointer) -> Int {
        let limit = maximumLineLength
        let floor = limit - 64 * 1024
        func isSafe(_ cut: Int) -> Bool {
            let window = UnsafeRawBufferPointer(rebasing: line[(cut - safeCutWindow)..<min(line.count, cut + safeCutWindow)])
            return !SecretCandidateFilter.mayHoldSecretAnywhere(window)
        }
        var lastSpace: Int?
        for cut in stride(from: limit, to: floor, by: -1) {
            let byte = line[cut - 1]
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") else { continue }
            if byte == UInt8(ascii: " "), lastSpace == nil { lastSpace = cut }
            if isSafe(cut) { return cut }
        }
        for cut in stride(from: limit, to: floor, by: -safeCutWindow) where isSafe(cut) {
            return cut
        }
        return lastSpace ?? limit
    }

    /// How far on either side of a cut no sign of a secret may stand.
    static let safeCutWindow = 256

    private func containsPrivateKeyHeader(_ line: UnsafeRawBufferPointer) -> Bool {
        SecretMarkup.privateKeyHeader(in: line) != nil
    }

    private func find(_ line: UnsafeRawBufferPointer, _ needle: [UInt8], from start: Int) -> Int? {
        ByteSearch.firstIndex(of: needle, in: line, from: start)
    }

    private func lastNewline(_ buffer: UnsafeRawBufferPointer, from start: Int) -> Int? {
        LineSigns.lastNewline(in: buffer, from: start, before: buffer.count)
    }

    private func firstNewline(_ buffer: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard start < buffer.count, let base = buffer.baseAddress else { return nil }
        guard let found = memchr(base + start, 0x0A, buffer.count - start) else { return nil }
        return UnsafeRawPointer(found) - base
    }
}


/// Where in a chunk's complete lines the next sign stands that a line may need rewriting: a sign of a
/// secret (`SecretCandidateFilter`), and — where the chunk holds them at all — a `<` or `&lt;` (a plist
/// key or a JUnit property naming a secret, as written or escaped), a terminal escape, a run of dashes
/// (a private key's header). A line
/// without any is one `needsRewrite` passes, so the redactor skips from line to the line holding the
/// next sign. Each search runs forward once; its answer is kept until the lines pass it.
struct LineSigns {
    private let lines: UnsafeRawBufferPointer
    private var candidate: Int
    private var markup: Int
    private var escapedMarkup: Int
    private var escape: Int
    private var dashes: Int
    private static let none = Int.max

    init(_ lines: UnsafeRawBufferPointer, keyBlock: Bool, xml: Bool, escapedXML: Bool = false, escape: Bool) {
        self.lines = lines
        candidate = -1
        markup = xml ? -1 : Self.none
        escapedMarkup = escapedXML ? -1 : Self.none
        self.escape = escape ? -1 : Self.none
        dashes = keyBlock ? -1 : Self.none
    }

    /// The start of the line holding the first sign at or after `position` (a line's start); nil when
    /// no sign is left.
    mutating func lineStart(from position: Int) -> Int? {
        if candidate < position { candidate = SecretCandidateFilter.firstCandidate(in: lines, from: position) ?? Self.none }
        if markup < position { markup = Self.find(UInt8(ascii: "<"), in: lines, from: position) }
        if escapedMarkup < position { escapedMarkup = ByteSearch.firstTrigram(SecretMarkup.escapedSign, in: lines, from: position) ?? Self.none }
        if escape < position { escape = Self.find(TerminalEscapes.escape, in: lines, from: position) }
        if dashes < position { dashes = ByteSearch.firstTriple(of: UInt8(ascii: "-"), in: lines, from: position) ?? Self.none }
        let sign = min(candidate, markup, escapedMarkup, escape, dashes)
        guard sign != Self.none else { return nil }
        guard sign > position, let newline = Self.lastNewline(in: lines, from: position, before: sign) else { return position }
        return newline + 1
    }

    /// Whether the sign of a secret found last stands in `line`.
    func candidate(in line: ClosedRange<Int>) -> Bool {
        line.contains(candidate)
    }

    /// The last newline in `start ..< end` (lines are short: a backward walk).
    static func lastNewline(in buffer: UnsafeRawBufferPointer, from start: Int, before end: Int) -> Int? {
        var index = end - 1
        while index >= start {
            if buffer[index] == 0x0A { return index }
            index -= 1
        }
        return nil
    }

    private static func find(_ byte: UInt8, in buffer: UnsafeRawBufferPointer, from start: Int) -> Int {
        guard start < buffer.count, let base = buffer.baseAddress, let found = memchr(base + start, Int32(byte), buffer.count - start) else { return none }
        return UnsafeRawPointer(found) - base
    }
}
