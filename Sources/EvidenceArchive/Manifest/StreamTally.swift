import EvidenceCore

/// The size and SHA-256 of a stream of bytes, as the manifest records each entry: what collect wrote
/// and what verify (and triage) read back are tallied the same way.
final class StreamTally {
    private var hasher = SHA256Hasher()
    private(set) var size: Int64 = 0

    func add(_ bytes: UnsafeRawBufferPointer) {
        hasher.update(bytes)
        size += Int64(bytes.count)
    }

    /// Ready for the next entry.
    func reset() {
        hasher = SHA256Hasher()
        size = 0
    }

    var hex: String { hasher.finalizeHex() }
}
