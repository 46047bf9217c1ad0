import EvidenceCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Overwrites each secret in text with `*`, byte for byte, so nothing around it moves: for text whose
/// length its container fixes (the length-prefixed strings of a result bundle's typed objects), where
/// `SecretRedactor`'s `[REDACTED:…]` markers cannot be written. The same rules find the secrets. A
/// private key printed over several strings (one line each) is masked on into the next ones.
struct SecretMasker {
    static let mask = UInt8(ascii: "*")

    private(set) var counts: [SecretKind: Int] = [:]
    private var insidePrivateKey = false

    /// Masks the secrets of `text` in place.
    mutating func mask(_ text: UnsafeMutableRawBufferPointer) {
        guard let base = text.baseAddress else { return }
        let readable = UnsafeRawBufferPointer(text)
        var searchFrom = 0
        if insidePrivateKey {
            searchFrom = maskKeyBody(text, from: 0, continuing: true)
        }
        // A private key's body: the base64 after its header, up to its END marker (or on into the
        // next text); nothing that does not look like a key's body. Masked before the rules run: a
        // keyed rule would mask the header its value starts with (`"private_key":"-----BEGIN`) and
        // hide the body after it.
        let linesFrom = searchFrom
        while let header = SecretMarkup.privateKeyHeader(in: readable, from: searchFrom) {
            insidePrivateKey = true
            searchFrom = maskKeyBody(text, from: header.upperBound, continuing: false)
        }
        var matches: [SecretScanner.Match] = []
        var lineStart = linesFrom
        while lineStart < text.count {
            let lineEnd = memchr(base + lineStart, 0x0A, text.count - lineStart).map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? text.count
            matches.removeAll(keepingCapacity: true)
            let line = UnsafeRawBufferPointer(rebasing: readable[lineStart..<lineEnd])
            // Terminal escapes are read past (`TerminalEscapes`); a secret they split is masked whole.
            let plain = TerminalEscapes.stripped(line)
            if let plain {
                plain.text.withUnsafeBytes { SecretScanner.scan($0, into: &matches) }
            } else {
                SecretScanner.scan(line, into: &matches)
            }
            for match in matches {
                let start = plain.map { $0.origin[match.start] } ?? match.start
                let end = plain.map { $0.origin[max(match.start, match.end - 1)] + 1 } ?? match.end
                Self.fill(text, (lineStart + start)..<(lineStart + end))
                counts[match.kind, default: 0] += 1
            }
            lineStart = lineEnd + 1
        }
        maskStructuredValues(text)
    }

    /// Masks the base64 bytes of a key's body from `start`, when there are enough of them to be one;
    /// the run ends at an END marker (the block is over) or at the first byte no body holds (so is
    /// the block). Returns where the run ended.
    private mutating func maskKeyBody(_ text: UnsafeMutableRawBufferPointer, from headerEnd: Int, continuing: Bool) -> Int {
        let readable = UnsafeRawBufferPointer(text)
        // An encrypted key's armor headers (`Proc-Type: 4,ENCRYPTED`, `DEK-Info: …`) stand before its
        // body: read past them, as `SecretRedactor` does (the audit's encrypted PEM in a binary plist
        // went out whole).
        let (start, armorToEnd) = Self.afterArmorLines(readable, from: headerEnd, atLineStart: continuing)
        var end = start
        while end < text.count, SecretMarkup.isKeyBodyByte(readable[end]),
            !(end + SecretMarkup.endMarker.count <= text.count && readable[end..<(end + SecretMarkup.endMarker.count)].elementsEqual(SecretMarkup.endMarker))
        {
            end += 1
        }
        let base64 = (start..<end).filter { SecretScanner.isBase64Byte(readable[$0]) }
        let closed = end < text.count && readable[end] == UInt8(ascii: "-")
        if closed, !base64.isEmpty {
            // A whole block, BEGIN to END: everything between the markers.
            Self.fill(text, start..<end)
            counts[.privateKey, default: 0] += 1
        } else if base64.count >= 16 {
            for index in base64 { text[index] = Self.mask }
            counts[.privateKey, default: 0] += 1
        }
        // Only a body that runs to the end of the text (or a header that ends it) may go on in the next.
        insidePrivateKey = end == text.count && (base64.count >= 16 || end == start && (!continuing || armorToEnd))
        return end
    }

    /// Where a key's body may start: past the armor headers and blank lines from `start` — the end of
    /// the header (its line must end there), or the first line of a text that continues a key — and
    /// whether they ran to the text's end (a key printed one line per string goes on in the next).
    private static func afterArmorLines(_ text: UnsafeRawBufferPointer, from start: Int, atLineStart: Bool) -> (start: Int, toEnd: Bool) {
        var lineStart = start
        if !atLineStart {
            var index = start
            while index < text.count, text[index] == 0x0D { index += 1 }
            guard index < text.count, text[index] == 0x0A else { return (start, false) }
            lineStart = index + 1
        }
        var bodyStart = start
        var skipped = false
        while lineStart < text.count {
            let lineEnd = text[lineStart...].firstIndex(of: 0x0A) ?? text.count
            guard SecretMarkup.isArmorLine(UnsafeRawBufferPointer(rebasing: text[lineStart..<lineEnd])) else { break }
            skipped = true
            bodyStart = lineEnd
            lineStart = lineEnd + 1
        }
        return (bodyStart, skipped && bodyStart == text.count)
    }

    /// Secrets named by the XML around them, as `SecretRedactor` finds them in files: a plist's
    /// `<key>APIToken</key>` and the `<string>` right after it, JUnit's `<property name="api_token"
    /// value="…"/>` — here quoted inside one string (a failure message), as written or escaped
    /// (`&lt;key&gt;…`).
    private mutating func maskStructuredValues(_ text: UnsafeMutableRawBufferPointer) {
        maskStructuredValues(text, SecretMarkup.plain)
        if ByteSearch.firstIndex(of: SecretMarkup.escapedOpen, in: UnsafeRawBufferPointer(text)) != nil {
            maskStructuredValues(text, SecretMarkup.escaped)
        }
    }

    private mutating func maskStructuredValues(_ text: UnsafeMutableRawBufferPointer, _ dialect: SecretMarkup.Dialect) {
        let readable = UnsafeRawBufferPointer(text)
        func find(_ needle: [UInt8], from start: Int) -> Int? { ByteSearch.firstIndex(of: needle, in: readable, from: start) }
        var position = 0
        while let keyStart = find(dialect.key, from: position), let keyEnd = find(dialect.keyEnd, from: keyStart) {
            position = keyEnd + dialect.keyEnd.count
            guard let kind = SecretScanner.keyKind(readable, keyStart + dialect.key.count, keyEnd),
                let open = find(dialect.string, from: position), let close = find(dialect.stringEnd, from: open),
                readable[position..<open].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }),
                close > open + dialect.string.count
            else { continue }
            Self.fill(text, (open + dialect.string.count)..<close)
            counts[kind, default: 0] += 1
            position = close
        }
        position = 0
        while let element = find(dialect.property, from: position) {
            position = element + dialect.property.count
            let elementEnd = find(dialect.tagEnd, from: position) ?? readable.count
            guard let name = SecretMarkup.quotedAttribute(dialect.name, in: readable, from: position, before: elementEnd),
                let kind = SecretScanner.keyKind(readable, name.lowerBound, name.upperBound),
                let value = SecretMarkup.quotedAttribute(dialect.value, in: readable, from: position, before: elementEnd), !value.isEmpty
            else { continue }
            Self.fill(text, value)
            counts[kind, default: 0] += 1
        }
    }

    /// Masks a whole text on its own.
    static func mask(_ text: UnsafeMutableRawBufferPointer) -> [SecretKind: Int] {
        var masker = SecretMasker()
        masker.mask(text)
        return masker.counts
    }

    private static func fill(_ text: UnsafeMutableRawBufferPointer, _ range: Range<Int>) {
        guard !range.isEmpty, let base = text.baseAddress else { return }
        memset(base + range.lowerBound, Int32(mask), range.count)
    }

}
