import EvidenceCore

/// Writes pretty JSON the way xcresulttool prints it (two-space indent, `"key" : value`, keys in
/// sorted order given by the caller) straight into bytes: Foundation's JSONSerialization on Linux
/// spent most of the time of a 50,000-test bundle.
struct XCResultJSONWriter {
    private(set) var bytes: [UInt8] = []
    private var depth = 0
    /// Whether the current container already holds a value (a comma goes before the next).
    private var hasValue: [Bool] = [false]

    init(capacity: Int = 1 << 16) {
        bytes.reserveCapacity(capacity)
    }

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    mutating func key(_ name: String) {
        separate()
        writeString(name)
        bytes += [0x20, UInt8(ascii: ":"), 0x20]
        // The value that follows belongs to this key: no separator or newline before it.
        pendingKey = true
    }

    mutating func string(_ value: String) {
        separate()
        writeString(value)
    }

    mutating func number(_ value: Double) {
        separate()
        if value.isFinite {
            bytes += Array(value.description.utf8)
        } else {
            bytes += Array("null".utf8)
        }
    }

    mutating func field(_ name: String, _ value: String?) {
        guard let value else { return }
        key(name)
        string(value)
    }

    private var pendingKey = false

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        depth += 1
        hasValue.append(false)
    }

    private mutating func close(_ bracket: UInt8) {
        let hadValues = hasValue.removeLast()
        depth -= 1
        if hadValues { newline() }
        bytes.append(bracket)
    }

    /// Before a value or key: a comma if needed and the indentation, unless a key just came.
    private mutating func separate() {
        if pendingKey {
            pendingKey = false
            return
        }
        if hasValue[hasValue.count - 1] { bytes.append(UInt8(ascii: ",")) }
        hasValue[hasValue.count - 1] = true
        if depth > 0 { newline() }
    }

    private mutating func newline() {
        bytes.append(0x0A)
        for _ in 0..<depth { bytes += [0x20, 0x20] }
    }

    private mutating func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        // Most names need no escaping: copy them whole.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) {
            bytes.append(contentsOf: text.utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        let hex = Array("0123456789abcdef".utf8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20, 0x7F:
                bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
