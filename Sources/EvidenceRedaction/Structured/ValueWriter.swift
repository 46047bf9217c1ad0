import EvidenceCore

/// The values of a structured file (`StructuredRedactor`) on their way to the output: each value's
/// bytes as stored (`raw`) and as its reader reads them (`decoded`: entities and escapes undone) are
/// gathered a line at a time; the decoded line goes through the secret rules, and the line is written
/// as it was when nothing in it changes, else the redacted text in the format's own escaping. So a
/// redaction never reaches past its value (a closing quote, `<`, an entity) and the file still parses.
final class ValueWriter {
    /// Where a value stands, which decides how redacted text is escaped.
    enum Context: Equatable {
        case xmlText
        case xmlAttribute(quote: UInt8)
        case xmlCDATA
        case xmlComment
        case jsonString
    }

    /// How a value is judged.
    enum Mode: Equatable {
        /// Line by line through the secret rules.
        case lines
        /// The whole value of a key that names a secret: replaced whole when it is one
        /// (`SecretScanner.isSecretValue`), else read line by line like any value.
        case keyed(SecretKind)
        /// A plist's `<data>` (base64): a marker would not decode, so a line holding a secret has
        /// its base64 zeroed (`A`s, the same length, `=` kept: it still decodes) and the value is
        /// counted in `droppedValues`. `keyed` when its key names a secret: every line is zeroed.
        case data(keyed: SecretKind?)
    }

    /// The output not yet handed on.
    var out: [UInt8] = []
    private(set) var structuralCounts: [SecretKind: Int] = [:]
    /// Values emptied because their format cannot hold a marker there.
    private(set) var droppedValues = 0
    let redactor = SecretRedactor()

    private(set) var inValue = false
    private var context = Context.xmlText
    private var mode = Mode.lines
    private var raw: [UInt8] = []
    private var decoded: [UInt8] = []
    /// A line cut because it grew past the redactor's limit: its raw start is gone, so the rest of it
    /// is written from its decoded text.
    private var lineWasCut = false
    /// This `<data>` value is already counted as dropped.
    private var valueDropped = false
    /// A whole value (`keyed`, `data`) that grew past `wholeValueLimit`: no longer held.
    private var overLimit = false
    /// The decoded start of the value (a plist key's name, a JSON member's), when asked for.
    private(set) var captured: [UInt8] = []
    private var capturing = false

    static let wholeValueLimit = 64 << 10
    static let captureLimit = 256

    var counts: [SecretKind: Int] { redactor.counts.merging(structuralCounts, uniquingKeysWith: +) }

    /// A secret replaced by a scanner itself (a JSON number under a secret key).
    func countStructural(_ kind: SecretKind) {
        structuralCounts[kind, default: 0] += 1
    }

    func begin(_ context: Context, mode: Mode = .lines, capture: Bool = false) {
        self.context = context
        self.mode = mode
        inValue = true
        capturing = capture
        captured.removeAll(keepingCapacity: true)
        redactor.resetLineState()
    }

    /// Bytes read the same as stored; a newline among them ends a line.
    func plain(_ bytes: UnsafeRawBufferPointer) {
        var start = 0
        while let newline = bytes[start...].firstIndex(of: 0x0A) {
            let line = UnsafeRawBufferPointer(rebasing: bytes[start...newline])
            raw.append(contentsOf: line)
            append(decoded: line)
            start = newline + 1
        }
        guard start < bytes.count else { return }
        let rest = UnsafeRawBufferPointer(rebasing: bytes[start...])
        raw.append(contentsOf: rest)
        append(decoded: rest)
    }

    /// One escape or entity: stored as `stored`, read as `text`.
    func escaped(_ stored: [UInt8], _ text: [UInt8]) {
        raw.append(contentsOf: stored)
        text.withUnsafeBytes { append(decoded: $0) }
    }

    private func append(decoded bytes: UnsafeRawBufferPointer) {
        if capturing, captured.count < Self.captureLimit { captured.append(contentsOf: bytes.prefix(Self.captureLimit - captured.count)) }
        if case .keyed = mode {
            guard !overLimit else { return }
            decoded.append(contentsOf: bytes)
            if decoded.count > Self.wholeValueLimit {
                overLimit = true
                raw = []
                decoded = []
            }
            return
        }
        decoded.append(contentsOf: bytes)
        if bytes.last == 0x0A {
            flushLine()
        } else if decoded.count > SecretRedactor.maximumLineLength + SecretRedactor.safeCutWindow {
            if case .data = mode { flushLine() } else { cutLongLine() }
        }
    }

    /// The value is over: its last line, or the whole value, is written.
    func end() {
        guard inValue else { return }
        inValue = false
        capturing = false
        switch mode {
        case .lines, .data: if !raw.isEmpty || !decoded.isEmpty { flushLine() }
        case .keyed(let kind): endKeyed(kind)
        }
        raw.removeAll(keepingCapacity: true)
        decoded.removeAll(keepingCapacity: true)
        overLimit = false
        lineWasCut = false
        valueDropped = false
        mode = .lines
    }

    // MARK: -

    private func flushLine() {
        if case .data(let kind) = mode {
            flushDataLine(keyed: kind)
            return
        }
        if let redacted = decoded.withUnsafeBytes({ redactor.redactedLine($0) }) {
            encode(redacted)
        } else if lineWasCut {
            encode(decoded)
        } else {
            out.append(contentsOf: raw)
        }
        raw.removeAll(keepingCapacity: true)
        decoded.removeAll(keepingCapacity: true)
        lineWasCut = false
    }

    /// A line past the limit is redacted in pieces cut where no secret can stand (as the redactor
    /// cuts a long line of a log), each written from its decoded text.
    private func cutLongLine() {
        let cut = decoded.withUnsafeBytes { SecretRedactor.cutPoint(in: $0) }
        let piece = Array(decoded[0..<cut])
        encode(piece.withUnsafeBytes { redactor.redactedLine($0) } ?? piece)
        decoded.removeFirst(cut)
        raw = []
        lineWasCut = true
    }

    private func endKeyed(_ kind: SecretKind) {
        if overLimit || decoded.withUnsafeBytes({ SecretScanner.isSecretValue($0, kind: kind) }) {
            out.append(contentsOf: kind.replacement)
            structuralCounts[kind, default: 0] += 1
            return
        }
        // Not a secret by its key (`"token": "none"`): read like any value.
        if let redacted = redactedWhole() { encode(redacted) } else { out.append(contentsOf: raw) }
    }

    /// A line of base64 data: kept, or zeroed when it holds a secret (or its key names one).
    private func flushDataLine(keyed kind: SecretKind?) {
        let hasData = raw.contains { SecretScanner.isBase64Byte($0) && $0 != UInt8(ascii: "=") }
        let secret: Bool
        if let kind {
            secret = hasData
            if secret, !valueDropped { structuralCounts[kind, default: 0] += 1 }
        } else {
            secret = decoded.withUnsafeBytes { redactor.redactedLine($0) } != nil
        }
        if secret {
            if !valueDropped { droppedValues += 1 }
            valueDropped = true
            out += raw.map { SecretScanner.isBase64Byte($0) && $0 != UInt8(ascii: "=") ? UInt8(ascii: "A") : $0 }
        } else {
            out.append(contentsOf: raw)
        }
        raw.removeAll(keepingCapacity: true)
        decoded.removeAll(keepingCapacity: true)
    }

    /// The held value through the rules line by line; nil when nothing changes.
    private func redactedWhole() -> [UInt8]? {
        var output: [UInt8] = []
        var changed = false
        var start = 0
        decoded.withUnsafeBytes { text in
            while start < text.count {
                let end = (text[start...].firstIndex(of: 0x0A)).map { $0 + 1 } ?? text.count
                let line = UnsafeRawBufferPointer(rebasing: text[start..<end])
                if let redacted = redactor.redactedLine(line) {
                    output += redacted
                    changed = true
                } else {
                    output.append(contentsOf: line)
                }
                start = end
            }
        }
        return changed ? output : nil
    }

    // MARK: - Escaping

    /// Redacted text written in the value's own escaping.
    private func encode(_ text: [UInt8]) {
        switch context {
        case .jsonString: JSONEscaping.append(text, to: &out)
        case .xmlText: XMLEscaping.appendText(text, to: &out)
        case .xmlAttribute(let quote): XMLEscaping.appendAttribute(text, quote: quote, to: &out)
        case .xmlCDATA: XMLEscaping.appendCDATA(text, to: &out)
        case .xmlComment: XMLEscaping.appendComment(text, to: &out)
        }
    }
}

/// JSON's string escaping: `"`, `\` and control bytes escaped, everything else as it is.
enum JSONEscaping {
    static func append(_ text: [UInt8], to out: inout [UInt8]) {
        for byte in text {
            switch byte {
            case UInt8(ascii: "\""): out += [0x5C, 0x22]
            case UInt8(ascii: "\\"): out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, UInt8(ascii: "n")]
            case 0x0D: out += [0x5C, UInt8(ascii: "r")]
            case 0x09: out += [0x5C, UInt8(ascii: "t")]
            case ..<0x20: out += Array("\\u00".utf8) + hexDigits(byte)
            default: out.append(byte)
            }
        }
    }

    static func hexDigits(_ byte: UInt8) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        return [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
    }
}

/// XML's escaping, by where the text stands.
enum XMLEscaping {
    static func appendText(_ text: [UInt8], to out: inout [UInt8]) {
        for byte in text {
            switch byte {
            case UInt8(ascii: "&"): out += Array("&amp;".utf8)
            case UInt8(ascii: "<"): out += Array("&lt;".utf8)
            case UInt8(ascii: ">"): out += Array("&gt;".utf8)
            case 0x09, 0x0A, 0x0D: out.append(byte)
            case ..<0x20: out += characterReference(byte)
            default: out.append(byte)
            }
        }
    }

    /// Also the quote that delimits the value, and the blanks a reader would turn into spaces.
    static func appendAttribute(_ text: [UInt8], quote: UInt8, to out: inout [UInt8]) {
        for byte in text {
            switch byte {
            case UInt8(ascii: "&"): out += Array("&amp;".utf8)
            case UInt8(ascii: "<"): out += Array("&lt;".utf8)
            case UInt8(ascii: "\"") where quote == byte: out += Array("&quot;".utf8)
            case UInt8(ascii: "'") where quote == byte: out += Array("&apos;".utf8)
            case ..<0x20: out += characterReference(byte)
            default: out.append(byte)
            }
        }
    }

    /// `]]>` cannot stand in a CDATA section: it is split across two.
    static func appendCDATA(_ text: [UInt8], to out: inout [UInt8]) {
        for (index, byte) in text.enumerated() {
            out.append(byte)
            if byte == UInt8(ascii: "]"), index >= 1, text[index - 1] == UInt8(ascii: "]"), index + 1 < text.count, text[index + 1] == UInt8(ascii: ">") {
                out += Array("]]><![CDATA[".utf8)
            }
        }
    }

    /// `--` cannot stand in a comment: a space goes between.
    static func appendComment(_ text: [UInt8], to out: inout [UInt8]) {
        for byte in text {
            if byte == UInt8(ascii: "-"), out.last == UInt8(ascii: "-") { out.append(0x20) }
            out.append(byte)
        }
    }

    static func characterReference(_ byte: UInt8) -> [UInt8] {
        Array("&#\(byte);".utf8)
    }
}
