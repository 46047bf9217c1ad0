import EvidenceCore

/// Why a typed object could not be parsed: the byte offset and what was expected there.
public struct XCResultParseError: Error, Equatable, CustomStringConvertible {
    public var offset: Int
    public var reason: String
    public var description: String { "at byte \(offset): \(reason)" }
}

/// A hand parser over the bytes of a typed object (the legacy result model as length-prefixed text):
///
///     value    := '[' ('T' typedict | 'S' lstr) body ']'
///     typedict := '[' 'K2:_n' 'V' lstr ('K2:_s' typedict)? ']'
///     body     := value* (Array) | 'K2:_v' 'V' lstr (scalar) | ('K' lstr value)* (object)
///     lstr     := <decimal byte length> ':' <bytes>
///
/// Every length is checked against the bytes left and nesting is bounded, so hostile input ends in
/// a `XCResultParseError`, never a trap or a runaway allocation.
public struct XCResultObjectParser {
    /// Deeper than any real result model (about 30 levels); keeps the recursion off the stack limit.
    public static let maximumDepth = 200
    /// Values one object may hold: far past any real result model (a 10,000-test plan summary has a
    /// few hundred thousand), and it bounds memory — a 6-byte `[S1:a]` would otherwise become a node.
    public static let maximumValues = 1_000_000

    private let bytes: UnsafeRawBufferPointer
    private var position = 0
    private var values = 0
    /// Told where each string stands and whether it is a value, when asked for (`forEachString`).
    private var visitString: ((Range<Int>, Bool) -> Void)?
    /// The next string read is a scalar's value.
    private var readingValue = false
    /// The bytes of the string `parseString` read last.
    private var lastStringRange = 0..<0

    private init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    public static func parse(_ bytes: [UInt8]) throws -> XCResultObject {
        try bytes.withUnsafeBytes { try parse($0) }
    }

    public static func parse(_ bytes: UnsafeRawBufferPointer) throws -> XCResultObject {
        var parser = XCResultObjectParser(bytes: bytes)
        let value = try parser.parseValue(depth: 0)
        guard parser.position == bytes.count else {
            throw XCResultParseError(offset: parser.position, reason: "\(bytes.count - parser.position) bytes follow the end of the object")
        }
        return value
    }

    /// Walks the object and gives `body` the byte range of every string (`<length>:<bytes>`: type
    /// names, keys, values — `true` for a value), in order, each once the walk has read it: the text a
    /// typed object holds, which `body` may change in place as long as no length changes. Builds no
    /// tree, so memory stays flat whatever the object.
    public static func forEachString(_ bytes: UnsafeRawBufferPointer, _ body: (Range<Int>, Bool) -> Void) throws {
        try withoutActuallyEscaping(body) { body in
            var parser = XCResultObjectParser(bytes: bytes)
            parser.visitString = body
            _ = try parser.parseValue(depth: 0)
            guard parser.position == bytes.count else {
                throw XCResultParseError(offset: parser.position, reason: "\(bytes.count - parser.position) bytes follow the end of the object")
            }
        }
    }

    /// Cheap check for the typed-object grammar's first bytes (`[T[` or `[S`).
    public static func looksLikeTypedObject(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.count >= 3 && bytes[0] == UInt8(ascii: "[") && (bytes[1] == UInt8(ascii: "T") || bytes[1] == UInt8(ascii: "S"))
    }

    private mutating func parseValue(depth: Int) throws -> XCResultObject {
        guard depth < Self.maximumDepth else { throw failure("nesting deeper than \(Self.maximumDepth) levels") }
        values += 1
        guard values <= Self.maximumValues else { throw failure("more than \(Self.maximumValues) values in one object") }
        try expect("[")
        let typeName: String
        switch try next() {
        case UInt8(ascii: "T"):
            typeName = try parseTypeDescriptor(depth: depth + 1)
        case UInt8(ascii: "S"):
            // A name without its descriptor is tolerated: newer Xcodes may share descriptors differently.
            typeName = try parseString()
        default:
            position -= 1
            throw failure("expected 'T' or 'S' after '['")
        }
        // Asked only where the strings stand, the walk builds no tree (a tiny hostile object could
        // otherwise make a large one).
        let buildsTree = visitString == nil
        if typeName == "Array" {
            var elements: [XCResultObject] = []
            while try peek() == UInt8(ascii: "[") {
                let element = try parseValue(depth: depth + 1)
                if buildsTree { elements.append(element) }
            }
            try expect("]")
            return .array(elements)
        }
        var fields: [XCResultObject.Field] = []
        while try peek() == UInt8(ascii: "K") {
            position += 1
            let key = try parseString()
            if try peek() == UInt8(ascii: "V") {
                position += 1
                readingValue = true
                let value = try parseString()
                try expect("]")
                return .scalar(type: typeName, value: value)
            }
            let value = try parseValue(depth: depth + 1)
            if buildsTree { fields.append(XCResultObject.Field(key: key, value: value)) }
        }
        try expect("]")
        return .object(type: typeName, fields: fields)
    }

    /// `[K2:_nV<name>(K2:_s<typedict>)?]`; declares the name and its supertypes.
    private mutating func parseTypeDescriptor(depth: Int) throws -> String {
        guard depth < Self.maximumDepth else { throw failure("type chain deeper than \(Self.maximumDepth) levels") }
        try expect("[")
        try expect("K")
        guard try parseString() == "_n" else { throw failure("a type descriptor must start with key '_n'") }
        try expect("V")
        let name = try parseString()
        guard !name.isEmpty else { throw failure("empty type name") }
        if try peek() == UInt8(ascii: "K") {
            position += 1
            guard try parseString() == "_s" else { throw failure("expected key '_s' (supertype) in a type descriptor") }
            _ = try parseTypeDescriptor(depth: depth + 1)
        }
        try expect("]")
        return name
    }

    /// `<decimal length>:<bytes>`
    private mutating func parseString() throws -> String {
        var length = 0
        var digits = 0
        while true {
            let byte = try next()
            if byte == UInt8(ascii: ":") { break }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else {
                position -= 1
                throw failure("expected a decimal length")
            }
            digits += 1
            // Ten digits already exceed any object we accept; stop before the integer can overflow.
            guard digits <= 10 else { throw failure("absurd string length") }
            length = length * 10 + Int(byte - UInt8(ascii: "0"))
        }
        guard digits > 0 else { throw failure("missing string length") }
        guard length <= bytes.count - position else {
            throw failure("string of \(length) bytes runs past the end of the object (\(bytes.count - position) left)")
        }
        lastStringRange = position..<(position + length)
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[lastStringRange]), as: UTF8.self)
        position += length
        visitString?(lastStringRange, readingValue)
        readingValue = false
        return text
    }

    private mutating func expect(_ character: Unicode.Scalar) throws {
        let byte = try next()
        guard byte == UInt8(ascii: character) else {
            position -= 1
            throw failure("expected '\(character)'")
        }
    }

    private mutating func next() throws -> UInt8 {
        guard position < bytes.count else { throw failure("unexpected end of the object") }
        defer { position += 1 }
        return bytes[position]
    }

    private func peek() throws -> UInt8 {
        guard position < bytes.count else { throw failure("unexpected end of the object") }
        return bytes[position]
    }

    private func failure(_ reason: String) -> XCResultParseError {
        XCResultParseError(offset: position, reason: reason)
    }
}
