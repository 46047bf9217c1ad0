/// Proves bytes are one JSON document as `JSONDecoder` reads them (RFC 8259: UTF-8, no control byte
/// in a string, valid escapes and surrogate pairs, numbers in JSON's grammar, at most `maximumDepth`
/// levels; and as Foundation also takes: a UTF-8 byte order mark first, a comma before a closing
/// bracket) without building anything: `ManifestReader`'s first pass, and how it skips a value it
/// does not read.
struct JSONSyntax {
    static let maximumDepth = 512

    private let bytes: UnsafeRawBufferPointer
    private(set) var position: Int

    init(_ bytes: UnsafeRawBufferPointer, at position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    /// One value, and only space around it.
    mutating func isDocument() -> Bool {
        position += Self.byteOrderMarkLength(bytes)
        skipSpace()
        guard value(depth: 0) else { return false }
        skipSpace()
        return position == bytes.count
    }

    /// Reads past the value at `position` (space before it skipped); false when there is none.
    mutating func value(depth: Int) -> Bool {
        skipSpace()
        guard position < bytes.count, depth < Self.maximumDepth else { return false }
        switch bytes[position] {
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
        if position < bytes.count, bytes[position] == close {
            position += 1
            return true
        }
        while true {
            if keyed {
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\""), string() else { return false }
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return false }
                position += 1
            }
            guard value(depth: depth + 1) else { return false }
            skipSpace()
            guard position < bytes.count else { return false }
            let separator = bytes[position]
            position += 1
            if separator == close { return true }
            guard separator == UInt8(ascii: ",") else { return false }
            skipSpace()
            if position < bytes.count, bytes[position] == close {
                position += 1
                return true
            }
        }
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        for index in 0..<count where bytes[position + index] != word.utf8Start[index] { return false }
        position += count
        return true
    }

    private mutating func number() -> Bool {
        func digits() -> Int {
            let start = position
            while position < bytes.count, bytes[position] >= 48, bytes[position] <= 57 { position += 1 }
            return position - start
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        let integerDigits = digits()
        guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { return false }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { return false }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { return false }
        }
        return true
    }

    /// A string from its opening quote: no control byte, escapes JSON knows, `\u` surrogates in
    /// pairs, well-formed UTF-8.
    private mutating func string() -> Bool {
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
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
                guard let length = Self.utf8Length(bytes, at: position) else { return false }
                position += length
            }
        }
        return false
    }

    private mutating func escape() -> Bool {
        guard position + 1 < bytes.count else { return false }
        let letter = bytes[position + 1]
        position += 2
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return true
        case UInt8(ascii: "u"):
            guard let unit = hexUnit() else { return false }
            if unit >= 0xDC00, unit <= 0xDFFF { return false }
            guard unit >= 0xD800, unit <= 0xDBFF else { return true }
            // A high surrogate: its low half must follow.
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else { return false }
            position += 2
            guard let low = hexUnit(), low >= 0xDC00, low <= 0xDFFF else { return false }
            return true
        default:
            return false
        }
    }

    private mutating func hexUnit() -> UInt16? {
        guard position + 4 <= bytes.count else { return nil }
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard let digit = Self.hexValue(bytes[position]) else { return nil }
            unit = unit << 4 | UInt16(digit)
            position += 1
        }
        return unit
    }

    private mutating func skipSpace() {
        while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
    }

    /// 3 when `bytes` open with UTF-8's byte order mark, else 0.
    static func byteOrderMarkLength(_ bytes: UnsafeRawBufferPointer) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
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
    private static func utf8Length(_ bytes: UnsafeRawBufferPointer, at position: Int) -> Int? {
        let lead = bytes[position]
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
        guard position + length <= bytes.count else { return nil }
        guard bytes[position + 1] >= low, bytes[position + 1] <= high else { return nil }
        for index in 2..<max(length, 2) where bytes[position + index] < 0x80 || bytes[position + index] > 0xBF { return nil }
        return length
    }

    /// A string's body (between its quotes, proved by `string`) with its escapes undone.
    static func unescaped(_ body: UnsafeRawBufferPointer) -> String {
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
