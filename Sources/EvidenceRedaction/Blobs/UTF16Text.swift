import EvidenceCore
import EvidenceReaders

/// A text file in UTF-16 (a log some Windows or .NET tool wrote, a `.strings` file): every other byte
/// is NUL, so the secret rules, which read bytes, would see nothing. It is read as a stream, turned
/// into UTF-8 on the way, and scanned. A log is stored as that UTF-8, redacted like any log (triage
/// reads logs as UTF-8); other such text that holds a secret is left out of the archive and named
/// (rewriting it in UTF-16 is not worth the risk of getting it subtly wrong), one without is stored
/// as it is.
package enum UTF16Text {
    /// What to do with the file: nil unless it is UTF-16 text holding a secret.
    package static func outcome(file: ListedFile, head: [UInt8]) throws -> RewriteOutcome? {
        guard let order = try UTF16Decoding.byteOrder(file: file, head: head) else { return nil }
        let counts = try counts(file: file, order: order)
        guard !counts.isEmpty else { return nil }
        return .leftOut(reason: "UTF-16 text holding secrets, which is not redacted")
    }

    /// The secrets of the file's text, decoded as a stream.
    package static func counts(file: ListedFile, order: UTF16Decoding.ByteOrder) throws -> [SecretKind: Int] {
        try transcode(file: file, order: order) { _ in }
    }

    /// The file's text as UTF-8, redacted, in pieces to `emit`, as a stream; returns its secrets.
    package static func transcode(file: ListedFile, order: UTF16Decoding.ByteOrder, emit: (UnsafeRawBufferPointer) throws -> Void) throws -> [SecretKind: Int] {
        let redactor = SecretRedactor()
        var decoder = UTF16Decoding.Decoder(order: order)
        var utf8: [UInt8] = []
        try file.open().forEachChunk { chunk in
            utf8.removeAll(keepingCapacity: true)
            decoder.decode(chunk, into: &utf8)
            try utf8.withUnsafeBytes { try redactor.process($0, emit: emit) }
        }
        utf8.removeAll(keepingCapacity: true)
        decoder.finish(into: &utf8)
        try utf8.withUnsafeBytes { try redactor.process($0, emit: emit) }
        try redactor.finish(emit: emit)
        return redactor.counts
    }

}
