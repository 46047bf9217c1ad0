import EvidenceCore

/// Checks XML bytes arriving in chunks for what Foundation's XMLParser on Linux cannot take without
/// trapping (both found by fuzzing): bytes that are not UTF-8, and a processing instruction with no
/// data (`<?name?>`, handed on as a null string). JUnit files have neither.
struct XMLInputGuard {
    enum Refusal: Equatable {
        case notUTF8
        case emptyProcessingInstruction
    }

    /// The start of a UTF-8 sequence the last chunk ended inside.
    private var pending: [UInt8] = []
    /// Where a `<?name?>` match stands: 0 nothing, 1 after `<`, 2 after `<?`, 3 in the name, 4 after `?`.
    private var state = 0

    /// Why `chunk` (after what came before) is refused, or nil.
    mutating func check(_ chunk: UnsafeRawBufferPointer) -> Refusal? {
        guard !chunk.isEmpty else { return nil }
        var bytes = pending
        bytes.append(contentsOf: chunk)
        // A lead byte in the last three whose sequence is not complete waits for the next chunk.
        var cut = bytes.count
        for back in 1...min(3, bytes.count) {
            let byte = bytes[bytes.count - back]
            guard byte & 0xC0 != 0x80 else { continue }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            if length > back { cut = bytes.count - back }
            break
        }
        pending = Array(bytes[cut...])
        guard String(validating: bytes[..<cut], as: UTF8.self) != nil else { return .notUTF8 }
        for byte in chunk {
            if advance(byte) { return .emptyProcessingInstruction }
        }
        return nil
    }

    /// Why the input cannot end here (inside a UTF-8 sequence), or nil.
    func finish() -> Refusal? { pending.isEmpty ? nil : .notUTF8 }

    /// True when `byte` completes `<?name?>`.
    private mutating func advance(_ byte: UInt8) -> Bool {
        let isNameByte = byte >= 0x80 || (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte >= 0x30 && byte <= 0x3A || byte == 0x5F || byte == 0x2D || byte == 0x2E
        switch (state, byte) {
        case (_, UInt8(ascii: "<")): state = 1
        case (1, UInt8(ascii: "?")): state = 2
        case (2, _) where isNameByte, (3, _) where isNameByte: state = 3
        case (3, UInt8(ascii: "?")): state = 4
        case (4, UInt8(ascii: ">")): return true
        default: state = 0
        }
        return false
    }
}
