/// Proves bytes are one JSON document as `JSONDecoder` reads them (RFC 8259: UTF-8, no control byte
/// in a string, valid escapes and surrogate pairs, numbers in JSON's grammar, at most `maximumDepth`
/// levels; and as Foundation also takes: a UTF-8 byte order mark first, a comma before a closing
/// bracket) without building anything: `ManifestReader`'s first pass, and how it skips a value it
/// does not read.
struct JSONSyntax {
    static let maximumDepth = 512

    private let window: ByteWindow
    private var view: ByteWindow.View
    private(set) var position: Int

    init(_ window: ByteWindow, at position: Int) {
        self.window = window
        self.position = position
        view = window.view
    }

    /// The byte at `position`, nil past the end.
    @inline(__always) private var current: UInt8? { mutating get { byte(0) } }

    @inline(__always) private mutating func byte(_ offset: Int) -> UInt8? {
        if let byte = view.byte(at: position + offset) { return byte }
        let byte = window.byte(at: position + offset)
        view = window.view
        return byte
    }

    /// One value, and only space after it.
    mutating func isDocumentRest() -> Bool {
        guard value(depth: 0) else { return false }
        skipSpace()
        return current == nil
    }

    /// Reads past the value at `position` (space before it skipped); false when there is none.
    mutating func value(depth: Int) -> Bool {
        skipSpace()
        guard let first = current, depth < Self.maximumDepth else { return false }
        switch first {
        case UInt8(ascii: "{"): return container(closedBy: UInt8(ascii: "}"), keyed: true, depth: depth)
        case UInt8(ascii: "["): return container(closedBy: UInt8(ascii: "]"), keyed: false, depth: depth)
        case UInt8(ascii: "\""): return string()
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default: return number()
        }
    }

    private mutating func container(closedBy close: UInt8, keyed: Bool, depth: Int) -> Bool {
        position += 1
        skipSpace()
        if current == close {
            position += 1
            return true
        }
        while true {
            if keyed {
                skipSpace()
                guard current == UInt8(ascii: "\""), string() else { return false }
                skipSpace()
                guard current == UInt8(ascii: ":") else { return false }
                position += 1
            }
            guard value(depth: depth + 1) else { return false }
            skipSpace()
            guard let separator = current else { return false }
            position += 1
            if separator == close { return true }
            guard separator == UInt8(ascii: ",") else { return false }
            skipSpace()
            if current == close {
                position += 1
                return true
            }
        }
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        for index in 0..<word.utf8CodeUnitCount where byte(index) != word.utf8Start[index] { return false }
        position += word.utf8CodeUnitCount
        return true
    }

    private mutating func number() -> Bool {
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= 48 && $0 <= 57 } ?? false }
        func digits() -> Int {
            let start = position
            while isDigit(current) { position += 1 }
            return position - start
        }
        if current == UInt8(ascii: "-") { position += 1 }
        let leadingZero = current == UInt8(ascii: "0")
        let integerDigits = digits()
        guard integerDigits > 0, integerDigits == 1 || !leadingZero else { return false }
        if current == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { return false }
        }
        if let letter = current, letter | 0x20 == UInt8(ascii: "e") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { return false }
        }
        return true
    }

    /// A string from its opening quote: no control byte, escapes JSON knows, `\u` surrogates in
    /// pairs, well-formed UTF-8.
    private mutating func string() -> Bool {
        position += 1
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return true
            case UInt8(ascii: "\\"):
                guard escape() else { return false }
            case 0..<0x20:
                return false
            case 0x20..<0x80:
                position += 1
            default:
                guard let length = utf8Length() else { return false }
                position += length
            }
        }
        return false
    }

    private mutating func escape() -> Bool {
        guard let letter = byte(1) else { return false }
        position += 2
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return true
        case UInt8(ascii: "u"):
            guard let unit = hexUnit() else { return false }
            if unit >= 0xDC00, unit <= 0xDFFF { return false }
            guard unit >= 0xD800, unit <= 0xDBFF else { return true }
            // A high surrogate: its low half must follow.
            guard current == UInt8(ascii: "\\"), byte(1) == UInt8(ascii: "u") else { return false }
            position += 2
            guard let low = hexUnit(), low >= 0xDC00, low <= 0xDFFF else { return false }
            return true
        default:
            return false
        }
    }

    private mutating func hexUnit() -> UInt16? {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else { return nil }
            unit = unit << 4 | UInt16(digit)
            position += 1
        }
        return unit
    }

    mutating func skipSpace() {
        while let byte = current, Self.isSpace(byte) { position += 1 }
    }

    /// 3 when the document opens with UTF-8's byte order mark, else 0.
    static func byteOrderMarkLength(_ window: ByteWindow) -> Int {
        window.byte(at: 0) == 0xEF && window.byte(at: 1) == 0xBB && window.byte(at: 2) == 0xBF ? 3 : 0
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 48...57: byte - 48
        case 65...70: byte - 55
        case 97...102: byte - 87
        default: nil
        }
    }

    /// The length of the well-formed UTF-8 sequence at `position` (not ASCII), nil when it is not one.
    private mutating func utf8Length() -> Int? {
        guard let lead = current else { return nil }
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return nil
        }
        guard let second = byte(1), second >= low, second <= high else { return nil }
        for index in 2..<max(length, 2) {
            guard let next = byte(index), next >= 0x80, next <= 0xBF else { return nil }
        }
        return length
    }

    /// A string's body (between its quotes, proved by `string`) with its escapes undone.
    static func unescaped(_ body: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(body.count)
        var index = 0
        func unit(at start: Int) -> UInt32 {
            (start..<start + 4).reduce(UInt32(0)) { $0 << 4 | UInt32(hexValue(body[$1])!) }
        }
        while index < body.count {
            let byte = body[index]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                index += 1
                continue
            }
            let letter = body[index + 1]
            index += 2
            switch letter {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = unit(at: index)
                index += 4
                if scalar >= 0xD800, scalar <= 0xDBFF {
                    let low = unit(at: index + 2)
                    index += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                output.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
            default: output.append(letter)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
