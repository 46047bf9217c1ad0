/// Checks that bytes arriving in chunks are UTF-8, a sequence split across chunks included.
/// Foundation's XMLParser on Linux traps on a name or attribute that is not UTF-8 (found by
/// fuzzing), so JUnit input is checked before the parser sees it.
struct UTF8StreamValidator {
    /// The start of a sequence the last chunk ended inside.
    private var pending: [UInt8] = []

    /// False when `chunk` (after what came before) is not UTF-8.
    mutating func accept(_ chunk: UnsafeRawBufferPointer) -> Bool {
        guard !chunk.isEmpty else { return true }
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
        return String(validating: bytes[..<cut], as: UTF8.self) != nil
    }

    /// False when the input ended inside a sequence.
    func finish() -> Bool { pending.isEmpty }
}
