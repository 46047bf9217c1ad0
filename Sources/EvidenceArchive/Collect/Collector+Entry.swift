import EvidenceCore
import EvidenceReaders
import EvidenceRedaction
import EvidenceRun

/// One file into the archive, in one read: hashed, scanned and compressed from the same bytes.
extension Collector {
    struct MeasuredEntry {
        var planned: PlannedEntry
        var size: Int64
        var sha256: String
        var counts: [SecretKind: Int]
        /// The source file as it was collected.
        var identity: FileIdentity
        /// Why the file is not archived after all: it holds secrets that cannot be redacted, or it
        /// cannot be read (`isLost`).
        var leftOut: SkipReason?
        var isLost = false
        /// Values emptied or zeroed whole (a structured file's value whose format holds no marker).
        var droppedValues = 0
        /// What the rules found in a binary file archived unchanged (`--binary-secrets keep`).
        var unredacted: [SecretKind: Int] = [:]
        var total: Int { counts.values.reduce(0, +) }

        var manifestEntry: Manifest.Entry {
            var entry = Manifest.Entry(path: planned.archivePath, kind: planned.kind, size: size, sha256: sha256, redactions: total > 0 ? total : nil)
            if droppedValues > 0 { entry.droppedValues = droppedValues }
            if !unredacted.isEmpty {
                var found: [String: Int] = [:]
                for (kind, count) in unredacted { found[kind.rawValue] = count }
                entry.unredactedSecrets = found
            }
            return entry
        }
    }

    /// How a file stored from its own bytes is read.
    enum StreamHandling: Equatable {
        /// Stored as it is, unscanned (images, compressed data, structures with readers of their own).
        case copy
        /// Text, through `SecretRedactor` line by line.
        case text
        /// XML or JSON, through `StructuredRedactor`.
        case structured(StructuredFormat)
        /// Binary: scanned, never rewritten (`BinarySecretsPolicy`).
        case scanOnly
    }

    static func handling(_ entry: PlannedEntry, firstChunk: UnsafeRawBufferPointer) -> StreamHandling {
        if redacts(entry.kind, firstChunk: firstChunk) {
            let head = UnsafeRawBufferPointer(rebasing: firstChunk.prefix(512))
            return StructuredFormat.of(kind: entry.kind, name: entry.archivePath, head: head).map { .structured($0) } ?? .text
        }
        if entry.kind == .xcresult || entry.kind == .other || entry.kind == .source, BinaryBlob.isScannable(UnsafeRawBufferPointer(rebasing: firstChunk.prefix(64))) {
            return .scanOnly
        }
        return .copy
    }

    /// Whether an entry's bytes go through the secret redactor: text evidence always, files in result
    /// bundles and unrecognised files when they look like text.
    static func redacts(_ kind: EvidenceKind, firstChunk: UnsafeRawBufferPointer) -> Bool {
        switch kind {
        case .log, .junit, .diagnostics, .oslog: return true
        case .plist, .other, .source: return EvidenceRecognizer.isRedactableText(Array(firstChunk.prefix(8192)))
        case .xcresult: return EvidenceRecognizer.isRedactableBundleText(firstChunk)
        }
    }

    /// One file; a file that cannot be read is left out (and named), not the whole run lost.
    static func collectEntry(_ entry: PlannedEntry, expected: FileIdentity?, into archive: any EntryDestination, binarySecrets: BinarySecretsPolicy) throws -> MeasuredEntry {
        do {
            return try collectFile(entry, expected: expected, into: archive, binarySecrets: binarySecrets)
        } catch let replaced as FileReplaced {
            // Another regular file in its place (a log rotated) is a change: the run starts over.
            // A link or a FIFO put there since the walk is never followed nor read.
            if archive.isInEntry { try archive.abandonEntry() }
            guard replaced.now != .anotherFile else { throw changedError(entry.sourcePath) }
            let identity = FileIdentity(device: 0, inode: 0, size: 0, modified: 0, changed: 0)
            var refused = MeasuredEntry(planned: entry, size: 0, sha256: "", counts: [:], identity: identity, leftOut: EvidenceDiscovery.reason(replaced))
            refused.isLost = true
            return refused
        } catch let error as EvidenceError where error.kind == .inputUnavailable {
            if archive.isInEntry { try archive.abandonEntry() }
            let identity = FileIdentity(device: 0, inode: 0, size: 0, modified: 0, changed: 0)
            var lost = MeasuredEntry(planned: entry, size: 0, sha256: "", counts: [:], identity: identity, leftOut: .unreadable(error.message.replacingOccurrences(of: entry.sourcePath, with: entry.displayPath)))
            lost.isLost = true
            return lost
        }
    }

    static func collectFile(_ entry: PlannedEntry, expected: FileIdentity?, into archive: any EntryDestination, binarySecrets: BinarySecretsPolicy) throws -> MeasuredEntry {
        let reader = try FileReader(listed: entry.source)
        let before = try reader.identity()
        if let expected, expected != before { throw changedError(entry.sourcePath) }
        if let rewritten = try collectRewritten(entry, reader: reader, before: before, into: archive) { return rewritten }
        return try streamFile(entry, reader: reader, before: before, into: archive, binarySecrets: binarySecrets)
    }

    /// A file stored in another form than its own bytes: a bundle's zstd text blob with secrets
    /// (redacted, compressed again), a UTF-16 log (as UTF-8), a structure with secrets in binary
    /// (`rewrittenFile`). Nil for a file stored from its own bytes.
    static func collectRewritten(_ entry: PlannedEntry, reader: FileReader, before: FileIdentity, into archive: any EntryDestination) throws -> MeasuredEntry? {
        let path = entry.sourcePath
        let file = entry.source
        if entry.kind == .xcresult, try file.prefix(count: 4) == ZstdDecoder.frameMagic {
            do {
                if let counts = try CompressedTextBlob.scan(file: file, storedSize: before.size), counts.values.reduce(0, +) > 0 {
                    return try spooled(entry, reader: reader, before: before, into: archive) { emit in
                        _ = try CompressedTextBlob.rewrite(file: file, emit: emit)
                        return counts
                    }
                }
            } catch let tooLarge as StreamedSecretScan.TooLargeToScan {
                // Too large to scan: withheld and named, never stored unseen.
                let reason = "a zstd-compressed text in a result bundle that \(tooLarge.reason); withheld"
                return MeasuredEntry(planned: entry, size: 0, sha256: "", counts: [:], identity: before, leftOut: .unredactableSecrets(reason))
            }
        }
        if entry.kind == .log, let order = try UTF16Decoding.byteOrder(file: file, head: try file.prefix(count: 2)) {
            return try spooled(entry, reader: reader, before: before, into: archive) { emit in
                try UTF16Text.transcode(file: file, order: order, emit: emit)
            }
        }
        guard let outcome = try rewrittenFile(file, kind: entry.kind, storedSize: before.size) else { return nil }
        guard try reader.identity() == before else { throw changedError(path) }
        switch outcome {
        case .rewritten(let bytes, let counts):
            try archive.writeEntry(path: entry.archivePath, bytes: bytes)
            let tally = StreamTally()
            bytes.withUnsafeBytes { tally.add($0) }
            return MeasuredEntry(planned: entry, size: Int64(bytes.count), sha256: tally.hex, counts: counts, identity: before)
        case .leftOut(let reason):
            return MeasuredEntry(planned: entry, size: 0, sha256: "", counts: [:], identity: before, leftOut: .unredactableSecrets(reason))
        }
    }

    /// What `produce` emits, spooled, hashed, then written as one entry with its size known.
    static func spooled(
        _ entry: PlannedEntry, reader: FileReader, before: FileIdentity, into archive: any EntryDestination,
        produce: (@escaping (UnsafeRawBufferPointer) throws -> Void) throws -> [SecretKind: Int]
    ) throws -> MeasuredEntry {
        let spool = archive.makeSpool()
        let tally = StreamTally()
        let counts = try produce { bytes in
            tally.add(bytes)
            try spool.write(bytes)
        }
        try spool.finish()
        guard try reader.identity() == before else { throw changedError(entry.sourcePath) }
        try archive.writeEntry(path: entry.archivePath, spool: spool)
        return MeasuredEntry(planned: entry, size: tally.size, sha256: tally.hex, counts: counts, identity: before)
    }

    /// What becomes of a file whose secrets stand in binary structure (a binary property list, a
    /// bundle's typed object or database); nil for a file stored as it is read (after the text
    /// redaction any file gets).
    static func rewrittenFile(_ file: ListedFile, kind: EvidenceKind, storedSize: Int64) throws -> RewriteOutcome? {
        // One read of the first bytes tells every kind apart (the longest mark: SQLite's 16 bytes).
        let head = try file.prefix(count: ResultDatabaseBlob.header.count)
        if let plist = try BinaryPlistBlob.outcome(file: file, storedSize: storedSize, head: head) { return plist }
        if let text = try UTF16Text.outcome(file: file, head: head) { return text }
        guard kind == .xcresult else { return nil }
        if let object = try TypedObjectBlob.outcome(file: file, storedSize: storedSize, head: head) { return object }
        return try ResultDatabaseBlob.outcome(file: file, storedSize: storedSize, head: head)
    }

    /// A file stored from its own bytes, in one read: the tar header takes the file's size, and the
    /// bytes (through the redactor, for text) stream into the archive as they are hashed. When the
    /// redactor finds a secret, the entry is taken back out and the rest goes to a spool; the entry is
    /// then written again, from the file's first bytes (unchanged) and the spool.
    static func streamFile(_ entry: PlannedEntry, reader: FileReader, before: FileIdentity, into archive: any EntryDestination, binarySecrets: BinarySecretsPolicy) throws -> MeasuredEntry {
        let stream = StreamMeasurement(entry)
        let stored = StoredOutput(archive)
        try archive.beginEntry(path: entry.archivePath, size: before.size)
        var read: Int64 = 0
        try reader.forEachChunk(limit: before.size + 1) { chunk in
            read += Int64(chunk.count)
            guard read <= before.size else { throw changedError(entry.sourcePath) }
            try stream.add(chunk, to: stored)
        }
        try stream.finish(to: stored)
        guard read == before.size, try reader.identity() == before else { throw changedError(entry.sourcePath) }
        let counts = stream.counts
        if stream.isBinary, !counts.isEmpty {
            return try settleBinary(entry, counts: counts, stored: stored, before: before, into: archive, binarySecrets: binarySecrets)
        }
        try finishStored(entry, stored: stored, before: before, into: archive)
        var measured = MeasuredEntry(planned: entry, size: stored.tally.size, sha256: stored.tally.hex, counts: counts, identity: before)
        measured.droppedValues = stream.structured?.droppedValues ?? 0
        return measured
    }

    /// Ends a streamed entry: as streamed, or written again from the file's first bytes and the
    /// redacted rest.
    static func finishStored(_ entry: PlannedEntry, stored: StoredOutput, before: FileIdentity, into archive: any EntryDestination) throws {
        guard let spool = stored.spool else {
            // Nothing found: the redactor passed every byte through.
            guard stored.tally.size == before.size else {
                throw EvidenceError(.malformedInput, "Cannot collect \(entry.displayPath): its text changed length without a redaction (\(stored.tally.size) of \(before.size) bytes); this is a bug in evidence.")
            }
            try archive.finishEntry()
            return
        }
        try spool.finish()
        try archive.writeEntry(path: entry.archivePath, prefix: stored.prefix, from: entry.source, spool: spool)
        // The first bytes were read again: from the same version of the file.
        guard FileIdentity.of(listed: entry.source) == before else { throw changedError(entry.sourcePath) }
    }

    /// A binary file the rules found something in: never rewritten; left out, or kept as it is.
    static func settleBinary(
        _ entry: PlannedEntry, counts: [SecretKind: Int], stored: StoredOutput, before: FileIdentity, into archive: any EntryDestination, binarySecrets: BinarySecretsPolicy
    ) throws -> MeasuredEntry {
        switch binarySecrets {
        case .withhold:
            if stored.spool == nil { try archive.abandonEntry() }
            return MeasuredEntry(planned: entry, size: 0, sha256: "", counts: [:], identity: before, leftOut: .unredactableSecrets(BinaryBlob.withheldReason(counts)))
        case .keep:
            let raw: StreamTally
            if stored.spool == nil {
                try archive.finishEntry()
                raw = stored.tally
            } else {
                // Text that turned out to be a table of C strings, redacted on the way: its own bytes.
                raw = try copyOriginal(entry, before: before, into: archive)
            }
            var kept = MeasuredEntry(planned: entry, size: raw.size, sha256: raw.hex, counts: [:], identity: before)
            kept.unredacted = counts
            return kept
        }
    }

    /// The file's own bytes as one entry, hashed.
    static func copyOriginal(_ entry: PlannedEntry, before: FileIdentity, into archive: any EntryDestination) throws -> StreamTally {
        let reader = try FileReader(listed: entry.source)
        guard try reader.identity() == before else { throw changedError(entry.sourcePath) }
        let tally = StreamTally()
        try archive.beginEntry(path: entry.archivePath, size: before.size)
        try reader.forEachChunk(limit: before.size) { bytes in
            tally.add(bytes)
            try archive.write(bytes)
        }
        guard tally.size == before.size, try reader.identity() == before else { throw changedError(entry.sourcePath) }
        try archive.finishEntry()
        return tally
    }
}
