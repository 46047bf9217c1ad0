import EvidenceCore

/// A file's text through the secret rules as a stream, decompressed on the way when it is a zstd
/// frame, without holding it: what `CompressedTextBlob`, `TypedObjectBlob` (objects too large to hold)
/// and `ResultDatabaseBlob` (raw pages) need to know before deciding what to store.
package enum StreamedSecretScan {
    /// Decompressed output past this many times the stored size (plus a floor) is not scanned: a
    /// decompression bomb would cost unbounded time, and no log compresses that well.
    static let maximumExpansion: Int64 = 100
    static let expansionFloor: Int64 = 64 << 20

    /// A frame that expands past the limit: not scanned to its end, so what it holds is unknown.
    package struct TooLargeToScan: Error {
        package var limit: Int64
        /// How the manifest names it, after the file's kind.
        package var reason: String {
            "expands past \(limit >> 20) MiB (more than \(maximumExpansion) times its size), too large to scan for secrets"
        }
    }

    /// The secrets found; nil when the first text read (decompressed, if `decompressing`) is not what
    /// `accepts` wants, the file is empty or the frame is damaged. Throws `TooLargeToScan` when it
    /// expands absurdly: stored as it is, a secret in it would go out unseen (issue 28's audit: a
    /// 6 KB blob of 70 MiB of text was).
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
                    guard decoder.bytesOut <= limit else { throw TooLargeToScan(limit: limit) }
                    return try scan(text)
                }
            }
            // Stopped: not what `accepts` wants, or not a frame.
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
