/// Writes one JSON document as its values become known, in chunks, with no document tree: a 700,000
/// test run's JSON as a tree of `Any` or `Codable` values cost gigabytes and a minute. The bytes are
/// those of Foundation's pretty printer (two-space indent, `"key" : value`, an empty container as
/// `[`, a blank line, `]`), so documents keep the form they always had. Keys go out in the order
/// written: callers write them sorted, as `.sortedKeys` did.
package struct JSONStreamWriter {
    private var buffer: [UInt8] = []
    private let chunkSize: Int
    private let emit: ([UInt8]) -> Void
    private var depth = 0
    /// Whether the innermost container has no element yet.
    private var empty = true
    /// Whether a key was just written, so the value needs no separator.
    private var afterKey = false

    /// `emit` receives whole UTF-8 sequences (a chunk never ends inside a character).
    package init(chunkSize: Int = 1 << 16, emit: @escaping ([UInt8]) -> Void) {
        self.chunkSize = chunkSize
        self.emit = emit
        buffer.reserveCapacity(chunkSize + 1024)
    }

    /// Writes what is buffered, ending the document with `trailer` (a newline, say).
    package mutating func finish(trailer: String = "") {
        buffer.append(contentsOf: trailer.utf8)
        if !buffer.isEmpty { emit(buffer) }
        buffer.removeAll(keepingCapacity: true)
    }

    // MARK: - Containers

    package mutating func beginObject() { open(UInt8(ascii: "{")) }
    package mutating func endObject() { close(UInt8(ascii: "}")) }
    package mutating func beginArray() { open(UInt8(ascii: "[")) }
    package mutating func endArray() { close(UInt8(ascii: "]")) }

    /// An object of `body`'s fields.
    package mutating func object(_ body: (inout JSONStreamWriter) -> Void) {
        beginObject()
        body(&self)
        endObject()
    }

    /// A field by name and how its value is written.
    package typealias Field = (name: String, write: (inout JSONStreamWriter) -> Void)

    /// An object of these fields in sorted order (as Swift orders strings: by code point, which is
    /// how `JSONEncoder`'s `.sortedKeys` orders them), so a new field is one entry anywhere in the list.
    package mutating func object(sorting fields: [Field]) {
        object { json in
            for field in fields.sorted(by: { $0.name < $1.name }) {
                json.key(field.name)
                field.write(&json)
            }
        }
    }

    /// An array of `elements`, each written by `body`.
    package mutating func array<S: Sequence>(_ elements: S, _ body: (inout JSONStreamWriter, S.Element) -> Void) {
        beginArray()
        for element in elements { body(&self, element) }
        endArray()
    }

    /// An array of `count` elements, each written by `body`, rendered on every core a few chunks
    /// at a time and written in order: the bytes of `array(_:_:)`, in a fraction of the time for a
    /// big run's tests, with only those chunks held.
    package mutating func concurrentArray(count: Int, chunkSize: Int = 1024, _ body: @escaping @Sendable (inout JSONStreamWriter, Int) -> Void) {
        beginArray()
        let depth = depth
        let batch = max(1, chunkSize) * 2 * ConcurrentRanges.cores
        var start = 0
        while start < count {
            let end = min(count, start + batch)
            let rendered = ConcurrentRanges.map(start..<end, chunkSize: chunkSize) { chunk in
                // An element after the first is separated by a comma: what this writer would do.
                var json = JSONStreamWriter(continuingAt: depth, empty: chunk.lowerBound == 0)
                for index in chunk { body(&json, index) }
                return json.buffer
            }
            for bytes in rendered {
                buffer.append(contentsOf: bytes)
                flushIfFull()
            }
            start = end
        }
        if count > 0 { empty = false }
        endArray()
    }

    /// A writer of part of a container's elements, into its buffer only.
    private init(continuingAt depth: Int, empty: Bool) {
        chunkSize = Int.max
        emit = { _ in }
        self.depth = depth
        self.empty = empty
    }

    package mutating func key(_ key: String) {
        separate()
        var key = key
        key.withUTF8 { escape($0) }
        // Byte by byte: an array literal here is allocated for every key of the document.
        buffer.append(0x20)
        buffer.append(UInt8(ascii: ":"))
        buffer.append(0x20)
        afterKey = true
    }

    // MARK: - Values

    package mutating func string(_ value: String) {
        separate()
        var value = value
        value.withUTF8 { escape($0) }
        flushIfFull()
    }

    /// A string from UTF-8 bytes (an excerpt still in a log's arena).
    package mutating func string(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        separate()
        escape(bytes)
        flushIfFull()
    }

    package mutating func number(_ value: Int) {
        separate()
        buffer.append(contentsOf: String(value).utf8)
    }

    /// As Foundation writes a double: shortest round-trip digits, no `.0` on a whole number.
    package mutating func number(_ value: Double) {
        separate()
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        buffer.append(contentsOf: text.utf8)
    }

    package mutating func bool(_ value: Bool) {
        separate()
        buffer.append(contentsOf: (value ? "true" : "false").utf8)
    }

    package mutating func null() {
        separate()
        buffer.append(contentsOf: "null".utf8)
    }

    /// `null` when nil.
    package mutating func optional(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    // MARK: - Fields (a key and its value)

    package mutating func field(_ name: String, _ value: String) { key(name); string(value) }
    package mutating func field(_ name: String, _ value: Int) { key(name); number(value) }
    package mutating func field(_ name: String, _ value: Double) { key(name); number(value) }
    package mutating func field(_ name: String, _ value: Bool) { key(name); bool(value) }
    /// `null` when nil (the field is always there).
    package mutating func field(_ name: String, _ value: String?) {
        key(name)
        if let value { string(value) } else { null() }
    }

    // MARK: - Layout

    private mutating func open(_ bracket: UInt8) {
        separate()
        buffer.append(bracket)
        depth += 1
        empty = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        buffer.append(0x0A)
        if empty { buffer.append(0x0A) }
        indent()
        buffer.append(bracket)
        empty = false
        flushIfFull()
    }

    /// Before a value or key: nothing after a key, else a comma (unless first), a newline and the indent.
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard depth > 0 else { return }
        if !empty { buffer.append(UInt8(ascii: ",")) }
        buffer.append(0x0A)
        indent()
        empty = false
    }

    private mutating func indent() {
        for _ in 0..<depth { buffer.append(0x20); buffer.append(0x20) }
    }

    private mutating func flushIfFull() {
        guard buffer.count >= chunkSize else { return }
        emit(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    private static let hex = Array("0123456789abcdef".utf8)

    /// Escaped once, byte by byte: quote, backslash and control characters; `/` and non-ASCII as is.
    private mutating func escape(_ bytes: UnsafeBufferPointer<UInt8>) {
        buffer.append(UInt8(ascii: "\""))
        var runStart = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            runStart = index + 1
            switch byte {
            case UInt8(ascii: "\""): buffer.append(contentsOf: [0x5C, UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): buffer.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: buffer.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: buffer.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: buffer.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x08: buffer.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x0C: buffer.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            default:
                buffer.append(contentsOf: [0x5C, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), Self.hex[Int(byte >> 4)], Self.hex[Int(byte & 0xF)]])
            }
        }
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        buffer.append(UInt8(ascii: "\""))
    }
}
