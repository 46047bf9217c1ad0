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
    static let beginMarker = Array("-----BEGIN".utf8)
    static let endMarker = Array("-----END".utf8)
    static let privateKeyMarker = Array("PRIVATE KEY-----".utf8)

    /// The range of `attribute"…"`'s value (`name="`, `value="`) from `start` on, the attribute
    /// standing before `end` (the end of its element) when given.
    static func quotedAttribute(_ attribute: [UInt8], in text: UnsafeRawBufferPointer, from start: Int, before end: Int? = nil) -> Range<Int>? {
        let end = end ?? text.count
        guard let found = ByteSearch.firstIndex(of: attribute, in: text, from: start), found < end else { return nil }
        let valueStart = found + attribute.count
        var close = valueStart
        while close < end, text[close] != UInt8(ascii: "\"") { close += 1 }
        return close < end ? valueStart..<close : nil
    }
}
