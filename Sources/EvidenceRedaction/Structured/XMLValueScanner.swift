import EvidenceCore

/// Walks XML (JUnit, XML property lists) as a stream and hands its values — text, attribute values,
/// CDATA, comments — to a `ValueWriter`; markup is written as it is. It knows the two places where a
/// value's key is another element: a plist's `<key>APIToken</key>` before its `<string>` or `<data>`,
/// and JUnit's `<property name="api_token" value="…"/>`. Bytes it cannot read as XML make it stop
/// (`broken`): the caller reads the rest as text.
struct XMLValueScanner {
    private enum State {
        case content
        case markup
        case tagName
        case inTag
        case attributeName
        case attributeEquals
        case attributeValue(quote: UInt8)
        case endTag
        case comment
        case cdata
        case instruction
        case declaration
    }

    private var state = State.content
    /// The bytes after `<` while what follows is decided (`!--`, `![CDATA[`, `?`, `/`, a name).
    private var markup: [UInt8] = []
    /// The name of the tag being read (its first bytes), and of the attribute.
    private var name: [UInt8] = []
    private var attribute: [UInt8] = []
    /// An entity being read (`&` up to `;`).
    private var entity: [UInt8] = []
    /// Dashes, brackets or `?` that may begin the end of a comment, CDATA section or instruction.
    private var held: [UInt8] = []
    private var declarationDepth = 0
    /// The secret a plist's last `<key>` names, waiting for its value.
    private var pendingKind: SecretKind?
    /// The secret an element's `name` or `key` attribute names (`<property name="…">`), for its `value`.
    private var propertyKind: SecretKind?
    private var closingSlash = false
    private(set) var broken = false

    static let nameLimit = 64

    /// Walks `bytes`; returns where it stopped when the XML broke (the rest is not consumed).
    mutating func scan(_ bytes: UnsafeRawBufferPointer, writer: ValueWriter) -> Int? {
        if !writer.inValue, case .content = state { writer.begin(.xmlText, mode: contentMode()) }
        var index = 0
        while index < bytes.count {
            index = step(bytes, from: index, writer: writer)
            if broken { return index }
        }
        return nil
    }

    /// The end of the file: an open value is written.
    mutating func finish(writer: ValueWriter) {
        flushEntity(writer: writer)
        for byte in held { [byte].withUnsafeBytes { writer.plain($0) } }
        held.removeAll()
        writer.end()
    }

    private mutating func step(_ bytes: UnsafeRawBufferPointer, from index: Int, writer: ValueWriter) -> Int {
        switch state {
        case .content: return content(bytes, from: index, writer: writer)
        case .attributeValue(let quote): return attributeValue(bytes, from: index, quote: quote, writer: writer)
        case .comment: return terminated(bytes, from: index, by: "-", closer: 2, writer: writer)
        case .cdata: return terminated(bytes, from: index, by: "]", closer: 2, writer: writer)
        default:
            let byte = bytes[index]
            writer.out.append(byte)
            markupByte(byte, writer: writer)
            return index + 1
        }
    }

    private mutating func markupByte(_ byte: UInt8, writer: ValueWriter) {
        switch state {
        case .markup: decideMarkup(byte, writer: writer)
        case .tagName, .endTag: tagNameByte(byte, writer: writer)
        case .inTag: inTagByte(byte, writer: writer)
        case .attributeName: attributeNameByte(byte, writer: writer)
        case .attributeEquals: attributeEqualsByte(byte, writer: writer)
        case .instruction:
            if byte == UInt8(ascii: ">"), markup.last == UInt8(ascii: "?") { enterContent(writer) }
            markup = [byte]
        case .declaration: declarationByte(byte, writer: writer)
        default: return
        }
    }

    // MARK: - Values

    /// Text up to the next `<`, entities decoded.
    private mutating func content(_ bytes: UnsafeRawBufferPointer, from start: Int, writer: ValueWriter) -> Int {
        var index = start
        if !entity.isEmpty { index = continueEntity(bytes, from: index, writer: writer) }
        var runStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") {
                writer.plain(UnsafeRawBufferPointer(rebasing: bytes[runStart..<index]))
                if byte == UInt8(ascii: "&") {
                    entity = [byte]
                    index = continueEntity(bytes, from: index + 1, writer: writer)
                    runStart = index
                    continue
                }
                writer.end()
                endValueOfKey(writer)
                writer.out.append(byte)
                markup = []
                state = .markup
                return index + 1
            }
            index += 1
        }
        writer.plain(UnsafeRawBufferPointer(rebasing: bytes[runStart..<index]))
        return index
    }

    private mutating func attributeValue(_ bytes: UnsafeRawBufferPointer, from start: Int, quote: UInt8, writer: ValueWriter) -> Int {
        var index = start
        if !entity.isEmpty { index = continueEntity(bytes, from: index, writer: writer) }
        var runStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") {
                writer.plain(UnsafeRawBufferPointer(rebasing: bytes[runStart..<index]))
                if byte == UInt8(ascii: "<") {
                    broken = true
                    return index
                }
                if byte == UInt8(ascii: "&") {
                    entity = [byte]
                    index = continueEntity(bytes, from: index + 1, writer: writer)
                    runStart = index
                    continue
                }
                endAttributeValue(writer)
                writer.out.append(byte)
                state = .inTag
                return index + 1
            }
            index += 1
        }
        writer.plain(UnsafeRawBufferPointer(rebasing: bytes[runStart..<index]))
        return index
    }

    /// A comment's or CDATA section's text, up to `-->` or `]]>`: the run of `mark` bytes before a
    /// `>` is held back until it is known to end the value.
    private mutating func terminated(_ bytes: UnsafeRawBufferPointer, from start: Int, by mark: Unicode.Scalar, closer: Int, writer: ValueWriter) -> Int {
        let markByte = UInt8(ascii: mark)
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == markByte {
                held.append(byte)
            } else if byte == UInt8(ascii: ">"), held.count >= closer {
                held.removeLast(closer)
                held.withUnsafeBytes { writer.plain($0) }
                writer.end()
                writer.out += Array(repeating: markByte, count: closer) + [byte]
                held.removeAll()
                enterContent(writer)
                return index + 1
            } else {
                held.withUnsafeBytes { writer.plain($0) }
                held.removeAll()
                var end = index
                while end < bytes.count, bytes[end] != markByte { end += 1 }
                writer.plain(UnsafeRawBufferPointer(rebasing: bytes[index..<end]))
                index = end
                continue
            }
            index += 1
        }
        return index
    }

    // MARK: - Entities

    /// Reads an entity's bytes after `&`; a complete one is decoded into the value, anything else is
    /// the value's text as it stands. Returns the next index to read.
    private mutating func continueEntity(_ bytes: UnsafeRawBufferPointer, from start: Int, writer: ValueWriter) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ";") {
                entity.append(byte)
                writer.escaped(entity, Self.decodeEntity(entity) ?? entity)
                entity = []
                return index + 1
            }
            guard SecretScanner.isWordByte(byte) || byte == UInt8(ascii: "#"), entity.count < 32 else {
                flushEntity(writer: writer)
                return index
            }
            entity.append(byte)
            index += 1
        }
        return index
    }

    private mutating func flushEntity(writer: ValueWriter) {
        guard !entity.isEmpty else { return }
        entity.withUnsafeBytes { writer.plain($0) }
        entity = []
    }

    /// `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#N;`, `&#xH;` as UTF-8; nil for another entity
    /// (declared by the document: read as it stands).
    static func decodeEntity(_ entity: [UInt8]) -> [UInt8]? {
        let body = String(decoding: entity.dropFirst().dropLast(), as: UTF8.self)
        switch body {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default: break
        }
        guard body.hasPrefix("#") else { return nil }
        let digits = body.dropFirst()
        let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let value, let scalar = Unicode.Scalar(value) else { return nil }
        return Array(String(Character(scalar)).utf8)
    }

    // MARK: - Markup

    private mutating func decideMarkup(_ byte: UInt8, writer: ValueWriter) {
        markup.append(byte)
        let first = markup[0]
        if markup.count == 1 {
            if byte == UInt8(ascii: "/") { (state, name) = (.endTag, []) }
            else if byte == UInt8(ascii: "?") { (state, markup) = (.instruction, []) }
            else if Self.isNameStart(byte) { (state, name, closingSlash) = (.tagName, [byte], false) }
            else if byte != UInt8(ascii: "!") { broken = true }
            return
        }
        guard first == UInt8(ascii: "!") else { return }
        let comment = Array("!--".utf8), cdata = Array("![CDATA[".utf8)
        if markup == comment {
            state = .comment
            writer.begin(.xmlComment)
        } else if markup == cdata {
            state = .cdata
            writer.begin(.xmlCDATA, mode: contentMode())
        } else if !comment.starts(with: markup), !cdata.starts(with: markup) {
            state = .declaration
            declarationDepth = markup.filter { $0 == UInt8(ascii: "[") }.count
        }
    }

    private mutating func tagNameByte(_ byte: UInt8, writer: ValueWriter) {
        if Self.isNameByte(byte) {
            if name.count < Self.nameLimit { name.append(byte) }
            return
        }
        if case .endTag = state {
            if byte == UInt8(ascii: ">") { endTag(writer) } else if !Self.isBlank(byte) { broken = true }
            return
        }
        startTag()
        state = .inTag
        inTagByte(byte, writer: writer)
    }

    private mutating func inTagByte(_ byte: UInt8, writer: ValueWriter) {
        if Self.isBlank(byte) { return }
        if byte == UInt8(ascii: "/") {
            closingSlash = true
        } else if byte == UInt8(ascii: ">") {
            // `<string/>`: an empty value, which takes the key's turn too (`enterContent`).
            enterContent(writer)
        } else if Self.isNameStart(byte), !closingSlash {
            (state, attribute) = (.attributeName, [byte])
        } else {
            broken = true
        }
    }

    private mutating func attributeNameByte(_ byte: UInt8, writer: ValueWriter) {
        if Self.isNameByte(byte) {
            if attribute.count < Self.nameLimit { attribute.append(byte) }
        } else if byte == UInt8(ascii: "=") || Self.isBlank(byte) {
            state = .attributeEquals
            if byte == UInt8(ascii: "=") { attribute.append(0) }
        } else {
            broken = true
        }
    }

    /// After an attribute's name: `=` (marked by a 0 after the name once seen), then its quote.
    private mutating func attributeEqualsByte(_ byte: UInt8, writer: ValueWriter) {
        let sawEquals = attribute.last == 0
        if Self.isBlank(byte) { return }
        if byte == UInt8(ascii: "="), !sawEquals {
            attribute.append(0)
        } else if sawEquals, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            attribute.removeLast()
            state = .attributeValue(quote: byte)
            beginAttributeValue(quote: byte, writer: writer)
        } else {
            broken = true
        }
    }

    private mutating func declarationByte(_ byte: UInt8, writer: ValueWriter) {
        if byte == UInt8(ascii: "[") { declarationDepth += 1 }
        if byte == UInt8(ascii: "]") { declarationDepth = max(0, declarationDepth - 1) }
        if byte == UInt8(ascii: ">"), declarationDepth == 0 { enterContent(writer) }
    }

    // MARK: - Keys and their values

    /// The element whose text follows (empty after an end tag or an empty element).
    private var currentElement: [UInt8] = []
    /// The element whose tag is being read.
    private var element: [UInt8] = []
    /// The secret the text of the `<key>` just read names.
    private var lastKeyKind: SecretKind?

    private mutating func startTag() {
        element = name
        propertyKind = nil
    }

    // (Any element that names its value's secret before it, as JUnit's `<property name="api_token" value="…"/>` does:
    // a scheme's `<EnvironmentVariable key = "DB_PASSWORD" value = "…">`, .NET's `<add key="ApiKey" value="…"/>`.)
    private mutating func beginAttributeValue(quote: UInt8, writer: ValueWriter) {
        var mode = ValueWriter.Mode.lines
        if attribute == Self.valueAttribute, let kind = propertyKind { mode = .keyed(kind) }
        writer.begin(.xmlAttribute(quote: quote), mode: mode, capture: Self.pairNameAttributes.contains(attribute))
    }

    private mutating func endAttributeValue(_ writer: ValueWriter) {
        writer.end()
        if Self.pairNameAttributes.contains(attribute) {
            propertyKind = writer.captured.withUnsafeBytes { SecretScanner.keyKind($0, 0, $0.count) }
        }
    }

    private mutating func endTag(_ writer: ValueWriter) {
        pendingKind = name == Self.key ? lastKeyKind : pendingKind
        lastKeyKind = nil
        name = []
        element = []
        enterContent(writer)
    }

    /// The text of a `<key>` is over: what it names is kept for the value that follows.
    private mutating func endValueOfKey(_ writer: ValueWriter) {
        if currentElement == Self.key {
            lastKeyKind = writer.captured.withUnsafeBytes { SecretScanner.keyKind($0, 0, $0.count) }
        }
    }

    /// After a tag's `>`: the text that follows, judged by the element it belongs to. A plist's value
    /// element takes the key's turn; any other element ends it.
    private mutating func enterContent(_ writer: ValueWriter) {
        if case .tagName = state { startTag() }
        let opened: Bool
        switch state {
        case .tagName, .inTag: opened = !closingSlash
        default: opened = false
        }
        currentElement = opened ? element : []
        if opened, currentElement != Self.string, currentElement != Self.data, currentElement != Self.key { pendingKind = nil }
        if !opened, !element.isEmpty { pendingKind = nil }
        state = .content
        closingSlash = false
        writer.begin(.xmlText, mode: contentMode(), capture: currentElement == Self.key)
        if currentElement == Self.string || currentElement == Self.data { pendingKind = nil }
        element = []
    }

    /// How the text of the element just opened is judged.
    private func contentMode() -> ValueWriter.Mode {
        if currentElement == Self.data { return .data(keyed: pendingKind) }
        if currentElement == Self.string, let kind = pendingKind { return .keyed(kind) }
        return .lines
    }

    static let nameAttribute = Array("name".utf8)
    static let pairNameAttributes = [nameAttribute, Array("key".utf8)]
    static let valueAttribute = Array("value".utf8)
    static let key = Array("key".utf8)
    static let string = Array("string".utf8)
    static let data = Array("data".utf8)

    // MARK: - Bytes

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
