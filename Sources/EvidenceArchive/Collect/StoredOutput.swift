import EvidenceCore
import EvidenceReaders
import EvidenceRedaction

/// Where a streamed entry's bytes as stored go: straight into the archive until the redactor has
/// found something, then (the entry taken back out) into a spool. Hashes them all.
final class StoredOutput {
    let archive: any EntryDestination
    let tally = StreamTally()
    /// The redacted rest, once something was found.
    private(set) var spool: BoundedSpool?
    /// How many bytes were stored before the spool began: the file's own first bytes.
    private(set) var prefix: Int64 = 0

    init(_ archive: any EntryDestination) {
        self.archive = archive
    }

    /// `findings`: whether the redactor has found anything by now (before it emits what it changed).
    func emit(_ bytes: UnsafeRawBufferPointer, findings: Bool) throws {
        if spool == nil, findings {
            try archive.abandonEntry()
            prefix = tally.size
            spool = archive.makeSpool()
        }
        tally.add(bytes)
        if let spool {
            try spool.write(bytes)
        } else {
            try archive.write(bytes)
        }
    }
}
