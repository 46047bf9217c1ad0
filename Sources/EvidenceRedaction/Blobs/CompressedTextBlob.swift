import EvidenceCore
import EvidenceReaders

/// Text stored zstd-compressed inside a result bundle (the app's StandardOutputAndStandardError.txt,
/// session logs): secrets in it are redacted like any text evidence. The blob is decompressed as a
/// stream, scanned, and — only when it holds secrets — redacted and compressed again
/// (deterministically: level 3, libzstd's multithreaded format), so memory stays flat.
package enum CompressedTextBlob {
    /// Secrets found in the decompressed text; nil when the blob is not a zstd frame of text
    /// (typed objects, listings, images). Throws `StreamedSecretScan.TooLargeToScan` when it expands
    /// absurdly.
    package static func scan(file: ListedFile, storedSize: Int64) throws -> [SecretKind: Int]? {
        try StreamedSecretScan.counts(file: file, storedSize: storedSize, decompressing: true, accepts: EvidenceRecognizer.isRedactableBundleText)
    }

    /// The blob decompressed, redacted and compressed again, handed to `emit`.
    package static func rewrite(file: ListedFile, emit: @escaping (UnsafeRawBufferPointer) throws -> Void) throws -> [SecretKind: Int] {
        let reader = try file.open()
        let decoder = try ZstdStreamDecoder()
        let redactor = SecretRedactor()
        let sink = ClosureSink(emit)
        let compressor = try ZstdWriter(sink: sink, threads: 1)
        try reader.forEachChunk { chunk in
            try decoder.feed(chunk) { text in try redactor.process(text) { try compressor.write($0) } }
        }
        try decoder.finish()
        try redactor.finish { try compressor.write($0) }
        try compressor.finish()
        return redactor.counts
    }
}

/// A sink that hands bytes to a closure.
final class ClosureSink: ByteSink {
    private let body: (UnsafeRawBufferPointer) throws -> Void
    init(_ body: @escaping (UnsafeRawBufferPointer) throws -> Void) { self.body = body }
    func write(_ bytes: UnsafeRawBufferPointer) throws { try body(bytes) }
    func finish() throws {}
}
