import EvidenceCore

/// Walks JSON or JSON Lines (registration records, one value after another) as a stream and hands
/// its strings to a `ValueWriter`, escapes decoded; the rest is written as it is. A member whose key
/// names a secret (`"token": "…"`) has its whole value judged; a number there becomes a string
/// marker (`"[REDACTED:token]"`), still JSON. So does the `value` of an object that names its secret in
/// another member (`{"key": "DB_PASSWORD", "value": "…"}`, a test plan's environment; `{"name": …, "value": …}`).
/// Bytes it cannot read as JSON make it stop (`broken`): the caller reads the rest as text.
struct JSONValueScanner {
    private enum State {
        case structure
        case string
        case escape
        case unicode
        case number
        case literal
    }

    private var state = State.structure
    /// Open containers, innermost last: true for an object.
    private var containers: [Bool] = []
    /// In an object, before a member's key.
    private var expectingKey = false
    /// The string being read is a member's key.
    private var readingKey = false
    /// The secret the current member's key names, for its value.
    private var memberKind: SecretKind?
    /// Between a key's `:` and its value.
    private var afterColon = false
    /// What the current member's key is in a name-and-value object: its `key`/`name`, or its `value`.
    private var pairRole = PairRole.none
    /// The secret the current object's `key`/`name` member named, for its `value` member.
    private var pairKind: SecretKind?

    private enum PairRole {
        case none, name, value
    }
    /// The escape being read (`\u` and its digits), as stored.
    private var escape: [UInt8] = []
    /// A high surrogate waiting for its low half: its escape as stored, and its value.
    private var highSurrogate: (stored: [UInt8], value: UInt32)?
    /// A number (or literal) being read, as stored, and the key kind it belongs to.
    private var scalar: [UInt8] = []
    /// The number grew past `numberLimit`: the rest of it is written as it comes.
    private var spilled = false
    private(set) var broken = false

    static let maximumDepth = 512
    static let pairNames = [Array("key".utf8), Array("name".utf8)]
    static let pairValue = Array("value".utf8)
    static let numberLimit = 64

    /// Walks `bytes`; returns where it stopped when the JSON broke (the rest is not consumed).
    mutating func scan(_ bytes: UnsafeRawBufferPointer, writer: ValueWriter) -> Int? {
        var index = 0
        while index < bytes.count {
            switch state {
            case .string: index = string(bytes, from: index, writer: writer)
            case .escape, .unicode: index = escapeByte(bytes[index], writer: writer, at: index)
            case .number, .literal: index = scalarByte(bytes, at: index, writer: writer)
            case .structure: index = structureByte(bytes[index], writer: writer, at: index)
            }
            if broken { return index }
        }
        return nil
    }

    mutating func finish(writer: ValueWriter) {
        if state == .number || state == .literal { endScalar(writer) }
        if state == .string || state == .escape || state == .unicode {
            if let pending = highSurrogate { writer.escaped(pending.stored, Self.replacementCharacter) }
            if !escape.isEmpty { escape.withUnsafeBytes { writer.plain($0) } }
            writer.end()
        }
    }

    // MARK: - Structure

    private mutating func structureByte(_ byte: UInt8, writer: ValueWriter, at index: Int) -> Int {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D:
            writer.out.append(byte)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard containers.count < Self.maximumDepth, !expectingKey else { return breaking(index) }
            containers.append(byte == UInt8(ascii: "{"))
            expectingKey = byte == UInt8(ascii: "{")
            pairKind = nil
            afterColon = false
            writer.out.append(byte)
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            guard let isObject = containers.popLast(), isObject == (byte == UInt8(ascii: "}")) else { return breaking(index) }
            writer.out.append(byte)
            pairKind = nil
            valueEnded()
        case UInt8(ascii: ","):
            guard let isObject = containers.last else { return breaking(index) }
            expectingKey = isObject
            writer.out.append(byte)
        case UInt8(ascii: ":"):
            guard containers.last == true, !expectingKey, !afterColon else { return breaking(index) }
            afterColon = true
            writer.out.append(byte)
        case UInt8(ascii: "\""):
            writer.out.append(byte)
            beginString(writer)
        default:
            return beginScalar(byte, writer: writer, at: index)
        }
        return index + 1
    }

    private mutating func breaking(_ index: Int) -> Int {
        broken = true
        return index
    }

    /// A value is over: the member it belonged to is done.
    private mutating func valueEnded() {
        afterColon = false
        memberKind = nil
        pairRole = .none
        expectingKey = false
    }

    private mutating func beginString(_ writer: ValueWriter) {
        state = .string
        readingKey = expectingKey
        if readingKey {
            writer.begin(.jsonString, capture: true)
        } else if afterColon, let kind = memberKind ?? (pairRole == .value ? pairKind : nil) {
            writer.begin(.jsonString, mode: .keyed(kind))
        } else if afterColon, pairRole == .name {
            writer.begin(.jsonString, capture: true)
        } else {
            writer.begin(.jsonString)
        }
    }

    private mutating func endString(_ writer: ValueWriter) {
        writer.end()
        state = .structure
        if readingKey {
            memberKind = writer.captured.withUnsafeBytes { SecretScanner.keyKind($0, 0, $0.count) }
            // (In any case: AWS's and CloudFormation's `{"Name": …, "Value": …}`.)
            let member = writer.captured.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
            pairRole = Self.pairNames.contains(member) ? .name : member == Self.pairValue ? .value : .none
            readingKey = false
            expectingKey = false
        } else {
            if pairRole == .name { pairKind = writer.captured.withUnsafeBytes { SecretScanner.keyKind($0, 0, $0.count) } }
            valueEnded()
        }
    }

    // MARK: - Strings

    private mutating func string(_ bytes: UnsafeRawBufferPointer, from start: Int, writer: ValueWriter) -> Int {
        // A high surrogate not followed by its low half's escape reads as U+FFFD.
        if highSurrogate != nil, start < bytes.count, bytes[start] != UInt8(ascii: "\\") { flushSurrogate(writer) }
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                if index > start { writer.plain(UnsafeRawBufferPointer(rebasing: bytes[start..<index])) }
                if byte == UInt8(ascii: "\\") {
                    state = .escape
                    escape = [byte]
                    return index + 1
                }
                endString(writer)
                writer.out.append(byte)
                return index + 1
            }
            index += 1
        }
        if index > start {
            writer.plain(UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
        }
        return index
    }

    private mutating func escapeByte(_ byte: UInt8, writer: ValueWriter, at index: Int) -> Int {
        escape.append(byte)
        if state == .unicode {
            guard Self.hexValue(byte) != nil else { return breaking(index) }
            if escape.count == 6 { endUnicode(writer) }
            return index + 1
        }
        let decoded: UInt8
        switch byte {
        case UInt8(ascii: "u"):
            state = .unicode
            return index + 1
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded = byte
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "n"): decoded = 0x0A
        case UInt8(ascii: "r"): decoded = 0x0D
        case UInt8(ascii: "t"): decoded = 0x09
        default: return breaking(index)
        }
        flushSurrogate(writer)
        writer.escaped(escape, [decoded])
        escape = []
        state = .string
        return index + 1
    }

    /// `\uXXXX`: a scalar, or half of a surrogate pair (a lone half reads as U+FFFD).
    private mutating func endUnicode(_ writer: ValueWriter) {
        let value = escape.dropFirst(2).reduce(UInt32(0)) { $0 << 4 | UInt32(Self.hexValue($1)!) }
        let stored = escape
        escape = []
        state = .string
        if (0xD800...0xDBFF).contains(value) {
            flushSurrogate(writer)
            highSurrogate = (stored, value)
            return
        }
        if (0xDC00...0xDFFF).contains(value) {
            guard let high = highSurrogate else {
                writer.escaped(stored, Self.replacementCharacter)
                return
            }
            highSurrogate = nil
            let scalar = 0x10000 + ((high.value - 0xD800) << 10) + (value - 0xDC00)
            writer.escaped(high.stored + stored, Self.utf8(scalar))
            return
        }
        flushSurrogate(writer)
        writer.escaped(stored, Self.utf8(value))
    }

    private mutating func flushSurrogate(_ writer: ValueWriter) {
        guard let pending = highSurrogate else { return }
        writer.escaped(pending.stored, Self.replacementCharacter)
        highSurrogate = nil
    }

    // MARK: - Numbers and literals

    private mutating func beginScalar(_ byte: UInt8, writer: ValueWriter, at index: Int) -> Int {
        guard !expectingKey else { return breaking(index) }
        if byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
            state = .number
        } else if byte == UInt8(ascii: "t") || byte == UInt8(ascii: "f") || byte == UInt8(ascii: "n") {
            state = .literal
        } else {
            return breaking(index)
        }
        scalar = [byte]
        return index + 1
    }

    private mutating func scalarByte(_ bytes: UnsafeRawBufferPointer, at index: Int, writer: ValueWriter) -> Int {
        let byte = bytes[index]
        let continues = state == .number ? Self.isNumberByte(byte) : (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        guard continues else {
            endScalar(writer)
            return index
        }
        if spilled {
            writer.out.append(byte)
        } else if scalar.count < Self.numberLimit {
            scalar.append(byte)
        } else {
            // Too long to be a secret's number: written as it is.
            writer.out += scalar + [byte]
            scalar = []
            spilled = true
        }
        return index + 1
    }

    /// A number under a key that names a secret (`"pin": 123456`, four digits or more) becomes the
    /// marker as a string; anything else is written as it was.
    private mutating func endScalar(_ writer: ValueWriter) {
        if state == .number, !spilled, afterColon, let kind = memberKind, scalar.count >= 4 {
            writer.out += [UInt8(ascii: "\"")] + kind.replacement + [UInt8(ascii: "\"")]
            writer.countStructural(kind)
        } else {
            writer.out += scalar
        }
        scalar = []
        spilled = false
        state = .structure
        valueEnded()
    }

    // MARK: - Bytes

    static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]

    static func isNumberByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
            || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    static func utf8(_ value: UInt32) -> [UInt8] {
        guard let scalar = Unicode.Scalar(value) else { return replacementCharacter }
        return Array(String(Character(scalar)).utf8)
    }
}
