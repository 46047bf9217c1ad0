import EvidenceCore

/// Cuts a stream of JSON objects — one a line (`ndjson`) or the elements of one array spread over
/// many lines (`json`) — into one object at a time, in one pass over the bytes and holding only the
/// object being read (at most `maximumRecordLength` bytes of it). It knows strings and escapes, not
/// values: the handler parses the objects it wants. Text outside any object (a line `log` prints
/// before the entries, or damage) is handed out as such, as is an object a line break cuts (in
/// `ndjson`) or the stream's end does.
struct JSONRecordSplitter {
    enum Piece {
        /// A whole object, from `{` to its `}`, and the line it starts on.
        case record(UnsafeRawBufferPointer, line: Int)
        /// An object longer than `maximumRecordLength`: not kept.
        case oversized(line: Int)
        /// An object cut off: by a line break (`ndjson`) or by the end of the stream.
        case unterminated(line: Int)
        /// A line of text outside any object: its first bytes.
        case text([UInt8], line: Int)
    }

    static let maximumRecordLength = 1 << 20

    let recordsEndAtLineBreaks: Bool
    private var record: [UInt8] = []
    private var recordLine = 0
    private var oversized = false
    private var depth = 0
    private var inString = false
    private var escaped = false
    /// Text outside any object on the current line (kept up to 200 bytes, enough to name it).
    private var text: [UInt8]?
    private var textLine = 0
    private(set) var line = 1

    init(style: UnifiedLogStyle) {
        recordsEndAtLineBreaks = style == .ndjson
    }

    mutating func feed(_ chunk: UnsafeRawBufferPointer, _ body: (Piece) -> Void) {
        for byte in chunk {
            if depth > 0 {
                inRecord(byte, body)
            } else {
                outside(byte, body)
            }
        }
    }

    mutating func finish(_ body: (Piece) -> Void) {
        if depth > 0 {
            body(.unterminated(line: recordLine))
            resetRecord()
        }
        endText(body)
    }

    private mutating func outside(_ byte: UInt8, _ body: (Piece) -> Void) {
        if text != nil {
            if byte == 0x0A {
                endText(body)
                line += 1
            } else if text!.count < 200 {
                text!.append(byte)
            }
            return
        }
        switch byte {
        case 0x0A: line += 1
        case 0x20, 0x09, 0x0D, UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ","): break
        case UInt8(ascii: "{"):
            depth = 1
            recordLine = line
            record.append(byte)
        default:
            text = [byte]
            textLine = line
        }
    }

    private mutating func inRecord(_ byte: UInt8, _ body: (Piece) -> Void) {
        if byte == 0x0A {
            if recordsEndAtLineBreaks {
                body(.unterminated(line: recordLine))
                resetRecord()
                line += 1
                return
            }
            line += 1
        }
        if !oversized {
            if record.count < Self.maximumRecordLength {
                record.append(byte)
            } else {
                oversized = true
                record.removeAll()
            }
        }
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
            return
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            if depth == 0 {
                if oversized {
                    body(.oversized(line: recordLine))
                } else {
                    record.withUnsafeBytes { body(.record($0, line: recordLine)) }
                }
                resetRecord()
            }
        default: break
        }
    }

    private mutating func endText(_ body: (Piece) -> Void) {
        guard let kept = text else { return }
        text = nil
        body(.text(kept, line: textLine))
    }

    private mutating func resetRecord() {
        record.removeAll(keepingCapacity: record.capacity <= 64 * 1024)
        depth = 0
        inString = false
        escaped = false
        oversized = false
    }
}
