import EvidenceCore

/// The markup around secrets that both `SecretRedactor` (text files) and `SecretMasker` (strings of
/// fixed length) look for: XML that names a value's key, and private key blocks.
enum SecretMarkup {
    static let plistKey = Array("<key>".utf8)
    static let plistKeyEnd = Array("</key>".utf8)
    static let plistString = Array("<string>".utf8)
    static let plistStringEnd = Array("</string>".utf8)
    static let propertyElement = Array("<property ".utf8)
    static let nameAttribute = Array("name=\"".utf8)
    static let valueAttribute = Array("value=\"".utf8)
    static let escapedOpen = Array("&lt;".utf8)
    /// What the redactor looks for in a chunk before it looks for `escapedOpen` line by line.
    static let escapedSign = (UInt8(ascii: "&"), UInt8(ascii: "l"), UInt8(ascii: "t"))

    /// The markers of a plist's key and string and of JUnit's property element: as written
    /// (`plain`), or escaped inside another XML document's text or attribute (`escaped`:
    /// `&lt;key&gt;APIToken&lt;/key&gt;&lt;string&gt;…`, `&lt;property name=&quot;…&quot;`), as a
    /// failure message quoting a plist or a JUnit file is read in a log.
    struct Dialect {
        /// What starts every marker of the dialect (`<`, `&lt;`).
        let open: [UInt8]
        let key: [UInt8]
        let keyEnd: [UInt8]
        let string: [UInt8]
        let stringEnd: [UInt8]
        let property: [UInt8]
        let name: [UInt8]
        let value: [UInt8]
        /// What closes an attribute's value, and an element's start tag.
        let quote: [UInt8]
        let tagEnd: [UInt8]

        init(_ open: String, _ close: String, _ quote: String) {
            func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
            self.open = bytes(open)
            key = bytes(open + "key" + close)
            keyEnd = bytes(open + "/key" + close)
            string = bytes(open + "string" + close)
            stringEnd = bytes(open + "/string" + close)
            property = bytes(open + "property ")
            name = bytes("name=" + quote)
            value = bytes("value=" + quote)
            self.quote = bytes(quote)
            tagEnd = bytes(close)
        }

        var isPlain: Bool { quote.count == 1 }
    }

    static let plain = Dialect("<", ">", "\"")
    static let escaped = Dialect("&lt;", "&gt;", "&quot;")

    static let beginMarker = Array("-----BEGIN".utf8)
    static let endMarker = Array("-----END".utf8)
    static let privateKeyLabel = Array("PRIVATE KEY".utf8)
    /// The label as xcodebuild's `export KEY\=value` prints it (spaces escaped).
    static let escapedPrivateKeyLabel = Array("PRIVATE\\ KEY".utf8)
    static let dashes = Array("-----".utf8)

    /// `-----BEGIN <label>-----` whose label names a private key (`RSA PRIVATE KEY`, `PRIVATE KEY`,
    /// `OPENSSH PRIVATE KEY`, `PGP PRIVATE KEY BLOCK`, …): its range, from `start` on.
    static func privateKeyHeader(in text: UnsafeRawBufferPointer, from start: Int = 0) -> Range<Int>? {
        var position = start
        while let begin = ByteSearch.firstIndex(of: beginMarker, in: text, from: position) {
            let labelStart = begin + beginMarker.count
            guard let close = ByteSearch.firstIndex(of: dashes, in: text, from: labelStart) else { return nil }
            let label = UnsafeRawBufferPointer(rebasing: text[labelStart..<close])
            if close - labelStart <= 40,
                ByteSearch.firstIndex(of: privateKeyLabel, in: label) != nil || ByteSearch.firstIndex(of: escapedPrivateKeyLabel, in: label) != nil
            {
                return begin..<(close + dashes.count)
            }
            position = labelStart
        }
        return nil
    }

    /// Where a line's text starts after a GitHub Actions timestamp (`2026-11-20T09:14:03.4170391Z `,
    /// which the runner writes before every line of its logs); 0 when there is none.
    static func afterTimestamp(_ line: UnsafeRawBufferPointer) -> Int {
        func digit(_ index: Int) -> Bool { index < line.count && line[index] >= 48 && line[index] <= 57 }
        guard line.count > 21, digit(0), digit(3), line[4] == UInt8(ascii: "-"), line[10] == UInt8(ascii: "T"), line[13] == UInt8(ascii: ":"),
            line[16] == UInt8(ascii: ":")
        else { return 0 }
        var index = 19
        if line[index] == UInt8(ascii: ".") {
            index += 1
            while digit(index) { index += 1 }
        }
        guard index + 1 < line.count, line[index] == UInt8(ascii: "Z"), line[index + 1] == UInt8(ascii: " ") else { return 0 }
        return index + 2
    }

    /// A blank line or an armor header (`Proc-Type: 4,ENCRYPTED`, `Version: GnuPG v2`) between a
    /// header and the body.
    static func isArmorLine(_ line: UnsafeRawBufferPointer) -> Bool {
        var index = SecretMarkup.afterTimestamp(line)
        while index < line.count, line[index] == 0x20 || line[index] == 0x09 || line[index] == 0x0D || line[index] == 0x0A { index += 1 }
        if index == line.count { return true }
        let nameStart = index
        while index < line.count, SecretScanner.isWordByte(line[index]) { index += 1 }
        guard index > nameStart, index + 1 < line.count, line[index] == UInt8(ascii: ":") else { return false }
        // `Name: value`, or `Name:\ value` as xcodebuild's `export KEY\=value` escapes it.
        return line[index + 1] == 0x20 || line[index + 1] == UInt8(ascii: "\\") && index + 2 < line.count && line[index + 2] == 0x20
    }

    /// Whether a byte may stand in a key's body written out in one text: base64, and the line breaks
    /// (real or `\n` escapes) that wrap it — not spaces, which end it (`-----BEGIN RSA PRIVATE
    /// KEY----- header expected` mentions a key, and holds none).
    @inline(__always) static func isKeyBodyByte(_ byte: UInt8) -> Bool {
        SecretScanner.isBase64Byte(byte) || byte == UInt8(ascii: "\\") || byte == 0x0A || byte == 0x0D
    }

    /// The range of `attribute"…"`'s value (`name="`, `value="`) from `start` on, the attribute
    /// standing before `end` (the end of its element) when given. The quotes may be escaped
    /// (`name=\"…\"`: the element quoted in JSON).
    static func quotedAttribute(_ attribute: [UInt8], in text: UnsafeRawBufferPointer, from start: Int, before end: Int? = nil) -> Range<Int>? {
        let end = end ?? text.count
        if attribute.last == UInt8(ascii: ";") { return entityQuotedAttribute(attribute, in: text, from: start, before: end) }
        let plain = ByteSearch.firstIndex(of: attribute, in: text, from: start)
        let escaped = escapedQuote(attribute)
        guard let found = plain ?? ByteSearch.firstIndex(of: escaped, in: text, from: start), found < end else { return nil }
        return attributeValue(at: found, escaped: plain == nil, attribute, in: text, before: end)
    }

    /// `attribute` with its closing quote escaped (`name=\"`).
    static func escapedQuote(_ attribute: [UInt8]) -> [UInt8] {
        Array(attribute.dropLast()) + [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
    }

    /// The value of the attribute found at `found` (as written, or with its quotes `escaped`, or
    /// entity-quoted when `attribute` ends in `;`): up to its closing quote, which stands before `end`.
    static func attributeValue(at found: Int, escaped: Bool, _ attribute: [UInt8], in text: UnsafeRawBufferPointer, before end: Int) -> Range<Int>? {
        if attribute.last == UInt8(ascii: ";") {
            let valueStart = found + attribute.count
            guard let close = ByteSearch.firstIndex(of: SecretMarkup.escaped.quote, in: text, from: valueStart), close < end else { return nil }
            return valueStart..<close
        }
        let valueStart = found + attribute.count + (escaped ? 1 : 0)
        var close = valueStart
        while close < end, text[close] != UInt8(ascii: "\""), !(escaped && text[close] == UInt8(ascii: "\\")) { close += 1 }
        return close < end ? valueStart..<close : nil
    }

    /// `quotedAttribute` of an escaped element (`value=&quot;…&quot;`): the value ends at the next
    /// `&quot;`.
    private static func entityQuotedAttribute(_ attribute: [UInt8], in text: UnsafeRawBufferPointer, from start: Int, before end: Int) -> Range<Int>? {
        guard let found = ByteSearch.firstIndex(of: attribute, in: text, from: start), found < end else { return nil }
        return attributeValue(at: found, escaped: false, attribute, in: text, before: end)
    }
}
