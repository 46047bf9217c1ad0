import EvidenceCore
import EvidenceReaders
import EvidenceRedaction

/// A file stored from its own bytes, read once: the handling is decided on the first chunk; the bytes
/// as stored go to a `StoredOutput`; for a bundle's text, its NUL runs are counted too, in case it
/// turns out to be a binary table that must not be rewritten.
final class StreamMeasurement {
    let entry: PlannedEntry
    private(set) var handling = Collector.StreamHandling.copy
    private(set) var text: SecretRedactor?
    private(set) var structured: StructuredRedactor?
    private var nulRuns = NULRuns()
    private var decided = false

    init(_ entry: PlannedEntry) {
        self.entry = entry
    }

    func add(_ chunk: UnsafeRawBufferPointer, to stored: StoredOutput) throws {
        if !decided { decide(chunk) }
        if let structured {
            try structured.process(chunk) { try stored.emit($0, findings: structured.total > 0 || structured.droppedValues > 0) }
        } else if let text, handling == .text {
            if entry.kind == .xcresult { nulRuns.update(chunk) }
            try text.process(chunk) { try stored.emit($0, findings: text.total > 0) }
        } else {
            try text?.process(chunk) { _ in }
            try stored.emit(chunk, findings: false)
        }
    }

    func finish(to stored: StoredOutput) throws {
        if let structured {
            try structured.finish { try stored.emit($0, findings: structured.total > 0 || structured.droppedValues > 0) }
        } else if let text, handling == .text {
            try text.finish { try stored.emit($0, findings: text.total > 0) }
        } else {
            try text?.finish { _ in }
        }
    }

    /// What the rules found (scanned only, for binary files).
    var counts: [SecretKind: Int] { structured?.counts ?? text?.counts ?? [:] }

    /// Scanned only, or text that is a table of C strings: never rewritten.
    var isBinary: Bool { handling == .scanOnly || nulRuns.isBinary }

    private func decide(_ chunk: UnsafeRawBufferPointer) {
        decided = true
        handling = Collector.handling(entry, firstChunk: chunk)
        switch handling {
        case .copy: break
        case .structured(let format): structured = StructuredRedactor(format: format)
        case .text, .scanOnly: text = SecretRedactor()
        }
    }
}
