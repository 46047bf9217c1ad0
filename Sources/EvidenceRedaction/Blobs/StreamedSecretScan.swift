import EvidenceCore

/// A file's text through the secret rules as a stream, decompressed on the way when it is a zstd
/// frame, without holding it: what `CompressedTextBlob`, `TypedObjectBlob` (objects too large to hold)
/// and `ResultDatabaseBlob` (raw pages) need to know before deciding what to store.
enum StreamedSecretScan {
    /// Decompressed output past this many times the stored size (plus a floor) is not scanned: a
    /// decompression bomb would cost unbounded time, and no log compresses that well.
    static let maximumExpansion: Int64 = 100
    static let expansionFloor: Int64 = 64 << 20

    /// The secrets found; nil when the first text read (decompressed, if `decompressing`) is not what
    /// `accepts` wants, the file is empty, the frame is damaged, or it expands absurdly.
    static func counts(file: ListedFile, storedSize: Int64, decompressing: Bool, accepts: (UnsafeRawBufferPointer) -> Bool) throws -> [SecretKind: Int]? {
        let decoder = decompressing ? try ZstdStreamDecoder() : nil
        let redactor = SecretRedactor()
        let limit = max(expansionFloor, storedSize * maximumExpansion)
        var decided = false
        func scan(_ text: UnsafeRawBufferPointer) throws -> ChunkDecision {
            if !decided {
                decided = true
                guard accepts(text) else { return .stop }
            }
            try redactor.process(text) { _ in }
            return .continue
        }
        do {
            let reading = try file.open().readChunks { chunk in
                guard let decoder else { return try scan(chunk) }
                if !decided, !ZstdDecoder.hasFrameMagic(chunk) { return .stop }
                return try decoder.decompress(chunk) { text in
                    guard decoder.bytesOut <= limit else { return .stop }
                    return try scan(text)
                }
            }
            // Stopped: not what `accepts` wants, not a frame, or expanding absurdly.
            if reading == .stop { return nil }
            try decoder?.finish()
            try redactor.finish { _ in }
        } catch is ZstdError {
            // Not a well-formed frame: archived as it is, like any other file.
            return nil
        }
        return decided ? redactor.counts : nil
    }
}
