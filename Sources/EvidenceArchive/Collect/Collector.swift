import EvidenceCore
import EvidenceReaders
import EvidenceRedaction
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How `collect` compresses the tar stream.
package enum ArchiveCompression: String, CaseIterable, Sendable {
    case gzip
    case zstd
    case none
}

/// Everything `evidence collect` is asked to do.
package struct CollectRequest: Sendable {
    package struct Input: Sendable, Equatable {
        package var path: String
        package var forcedKind: EvidenceKind?
        package init(path: String, forcedKind: EvidenceKind? = nil) {
            self.path = path
            self.forcedKind = forcedKind
        }
    }

    package var inputs: [Input]
    package var output: String
    package var commit: String?
    package var compression: ArchiveCompression
    package var threads: Int
    package var environment: [String: String]
    package var workingDirectory: String
    /// A named input that does not exist is noted in the manifest instead of failing the run, so a
    /// pipeline step listing what a failed run may not have written still archives the rest.
    package var skipsMissingInputs = false
    /// A file that cannot be read or keeps changing fails the run (exit 66) instead of being left
    /// out and listed under `skipped` (`--strict`).
    package var strict = false
    /// What becomes of a binary file the secret rules find something in, which cannot be rewritten
    /// in place (`--binary-secrets`).
    package var binarySecrets = BinarySecretsPolicy.withhold
    /// Whether the checkout's files the failures point at are archived too (`--sources`).
    package var sources = SourcesPolicy.failing
    /// The checkout (`--project-root`); else the CI's variable, else the working directory's git checkout.
    package var projectRoot: String?
    /// Called between the measuring pass and the writing pass (tests change files here, so what
    /// happens to a file that changes in between is tested without racing threads).
    package var betweenPasses: (@Sendable () -> Void)?

    package init(
        inputs: [Input], output: String, commit: String? = nil, compression: ArchiveCompression = .gzip,
        threads: Int = ProcessInfo.processInfo.activeProcessorCount,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        workingDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        self.inputs = inputs
        self.output = output
        self.commit = commit
        self.compression = compression
        self.threads = threads
        self.environment = environment
        self.workingDirectory = workingDirectory
    }
}

/// What `collect` did.
package struct CollectResult: Sendable {
    package var manifest: Manifest
    package var archiveBytes: Int64
}

/// Packs evidence into a reproducible, checksummed archive.
///
/// Two passes over the inputs keep memory flat: the first hashes each entry as it will be stored
/// (redacted), because the manifest with every hash is the archive's first entry; the second streams
/// the same bytes into the archive and checks the file is the version measured (its identity —
/// inode, size, modification and change times — and its byte count), so a file that changes in
/// between is an error, never a silently wrong manifest.
package enum Collector {
    /// Files in result bundles from this size on are written after all smaller ones ("large
    /// attachments last"), so readers reach the test tree without passing over screenshots.
    package static let largeBundleFileSize: Int64 = 256 * 1024

    /// A file changing between the two passes (a log still being flushed) restarts the collection;
    /// a file that changes twice is left out (listed under `skipped`) so the rest is archived, and
    /// after this many attempts every file that changed is. With `strict`, the run fails instead.
    package static let attempts = 3

    /// Why a file that keeps changing is not in the archive.
    static let keptChangingReason = SkipReason.keptChanging

    package static func collect(_ request: CollectRequest) throws -> CollectResult {
        var attempt = 1
        var changes: [String: Int] = [:]
        while true {
            do {
                let leftOut = Set(changes.filter { $0.value >= 2 || attempt > attempts }.keys)
                return try collectOnce(request, leavingOut: leftOut)
            } catch let changed as FileChanged {
                changes[changed.path, default: 0] += 1
                if request.strict, changes[changed.path]! >= 2 || attempt >= attempts {
                    throw EvidenceError(.inputUnavailable, "\(changed.path) kept changing while it was being collected (\(attempt) attempts); collect again once whatever writes it has finished.")
                }
                attempt += 1
            }
        }
    }

    /// A source file is not the version measured; the caller starts over.
    struct FileChanged: Error {
        var path: String
    }

    static func collectOnce(_ request: CollectRequest, leavingOut unstable: Set<String> = []) throws -> CollectResult {
        let output = try AtomicOutputFile(destination: request.output)
        var discovery = EvidenceDiscovery(excluding: [request.output, output.temporaryPath])
        for input in request.inputs {
            var info = stat()
            if request.skipsMissingInputs, lstat(input.path, &info) != 0 {
                discovery.skip(input.path, .missing)
                continue
            }
            try discovery.add(path: input.path, forcedKind: input.forcedKind)
        }
        if request.strict, let lost = discovery.lost.first {
            throw EvidenceError(.inputUnavailable, "Cannot read \(lost.path): \(lost.reason.sentence) (--strict).")
        }
        let sources = try SourceCollection.add(to: &discovery, request: request)
        try output.refuseInside(discovery.entries.map(\.sourcePath))
        // Secrets in file names, and in the CI's run URL, are redacted like any text.
        let (named, nameCounts) = SecretFileNames.redacted(discovery.entries, archivePath: \.archivePath)
        var planned = order(named)
        for entry in planned where unstable.contains(entry.sourcePath) {
            discovery.skip(entry.displayPath, keptChangingReason, lost: true)
        }
        planned.removeAll { unstable.contains($0.sourcePath) }
        guard planned.count <= Manifest.maximumEntries else {
            throw EvidenceError(.malformedInput, "Cannot collect \(planned.count) files into one archive: verify reads at most \(Manifest.maximumEntries) entries; collect fewer files or split the run.")
        }
        let ci = CIMetadata.detect(in: request.environment).map { $0.redacted() }

        var totals: [SecretKind: Int] = nameCounts.merging(ci?.counts ?? [:], uniquingKeysWith: +)
        var measured = try measureConcurrently(planned, threads: request.threads, binarySecrets: request.binarySecrets)
        // A bundle file holding secrets that cannot be redacted is left out, and named; so is a file
        // that cannot be read (unless --strict).
        for measurement in measured {
            if let reason = measurement.leftOut {
                if request.strict, measurement.isLost {
                    throw EvidenceError(.inputUnavailable, "Cannot read \(measurement.planned.displayPath): \(reason.sentence) (--strict).")
                }
                discovery.skip(measurement.planned.displayPath, reason, lost: measurement.isLost)
            }
        }
        measured.removeAll { $0.leftOut != nil }
        for measurement in measured {
            for (kind, count) in measurement.counts { totals[kind, default: 0] += count }
        }

        let commit = CommitResolver.resolve(flag: request.commit, environment: request.environment, workingDirectory: request.workingDirectory)
        let mtime = fixedTime(request: request, commit: commit)
        let manifest = Manifest(
            schema: Manifest.schemaIdentifier,
            tool: .init(name: EvidenceVersion.name, version: EvidenceVersion.current),
            created: Manifest.timestamp(mtime),
            commit: commit,
            ci: ci?.metadata,
            compression: request.compression.rawValue,
            redactions: .init(
                total: totals.values.reduce(0, +),
                byRule: Dictionary(uniqueKeysWithValues: totals.map { ($0.key.rawValue, $0.value) })),
            entries: measured.map(\.manifestEntry),
            skipped: discovery.skipped.prefix(Manifest.skippedListLimit).map { SkippedInput(path: SecretFileNames.redacted($0.path).path, reason: $0.reason) },
            skippedTotal: discovery.skipped.count,
            sources: sources)

        // Never write a manifest verify would refuse.
        let manifestBytes = try manifest.encoded()
        guard manifestBytes.count <= ArchiveVerifier.maximumManifestSize else {
            throw EvidenceError(.malformedInput, "Cannot collect these files into one archive: its manifest.json would be \(manifestBytes.count) bytes, more than verify reads (\(ArchiveVerifier.maximumManifestSize)); collect fewer files or split the run.")
        }
        request.betweenPasses?()
        let sink = FileSink(descriptor: output.descriptor, displayPath: request.output)
        do {
            let writer = try ArchiveWriter(sink: try compressor(request, sink: sink), filter: .none, mtime: mtime)
            try writer.writeFile(path: Manifest.archivePath, contents: manifestBytes)
            for entry in measured {
                try write(entry, to: writer)
            }
            try writer.close()
        } catch let error as CLibraryError {
            throw EvidenceError(.outputFailed, "Cannot write \(request.output): \(error.message).")
        }
        try output.commit()
        return CollectResult(manifest: manifest, archiveBytes: sink.bytesWritten)
    }

    /// Manifest first (written separately), then loose evidence by path, then result-bundle files by
    /// path — those the xcresult reader needs first, then attachment payloads (as the reader names
    /// them) and files of 256 KiB and more.
    static func order(_ entries: [PlannedEntry]) -> [PlannedEntry] {
        func rank(_ entry: PlannedEntry) -> Int {
            guard entry.isBundleMember else { return 0 }
            return entry.isAttachment || entry.size >= largeBundleFileSize ? 2 : 1
        }
        return entries.sorted { left, right in
            let (leftRank, rightRank) = (rank(left), rank(right))
            if leftRank != rightRank { return leftRank < rightRank }
            return left.archivePath.utf8.lexicographicallyPrecedes(right.archivePath.utf8)
        }
    }

    /// Where the tar stream goes: through our compressors, which run on several threads yet give the
    /// same bytes for any thread count, with bounded memory (see docs/compression.md).
    static func compressor(_ request: CollectRequest, sink: ByteSink) throws -> ByteSink {
        switch request.compression {
        case .gzip: try ParallelGzipWriter(sink: sink, threads: max(1, request.threads), level: 6)
        case .zstd: try ZstdWriter(sink: sink, threads: max(1, request.threads), level: 3)
        case .none: sink
        }
    }

    /// SOURCE_DATE_EPOCH, else the commit's time when git knows it, else 0.
    static func fixedTime(request: CollectRequest, commit: CommitInfo) -> Int64 {
        if let text = request.environment["SOURCE_DATE_EPOCH"], let seconds = Int64(text), seconds >= 0 {
            return seconds
        }
        if let sha = commit.sha, let seconds = CommitResolver.commitTime(sha, workingDirectory: request.workingDirectory) {
            return seconds
        }
        return 0
    }

    // MARK: - The two passes

    struct MeasuredEntry {
        var planned: PlannedEntry
        var size: Int64
        var sha256: String
        var counts: [SecretKind: Int]
        /// How the stored bytes differ from the file's, when they hold secrets.
        var rewrite: Rewrite = .none
        /// The source file as it was measured; pass 2 must find it the same.
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

    enum Rewrite: Equatable {
        /// The file's bytes (through `SecretRedactor` when it is text with secrets).
        case none
        /// A zstd-compressed text blob of a result bundle, stored redacted and compressed again.
        case compressedText
        /// A typed object of a result bundle, stored with its secrets masked (`TypedObjectBlob`).
        case typedObject
        /// A result bundle's SQLite database, stored with its secrets redacted (`ResultDatabaseBlob`).
        case database
        /// A binary property list, stored with its secret strings masked (`BinaryPlistBlob`).
        case binaryPlist
        /// A UTF-16 log, stored as UTF-8 and redacted (`UTF16Text`): triage reads logs as UTF-8.
        case utf16Log(UTF16Decoding.ByteOrder)
        /// XML or JSON, redacted inside its values (`StructuredRedactor`), so it still parses.
        case structured(StructuredFormat)
    }

    /// How a file stored from its own bytes is read in pass 1.
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
        case .log, .junit, .diagnostics: return true
        case .plist, .other, .source: return EvidenceRecognizer.isRedactableText(Array(firstChunk.prefix(8192)))
        case .xcresult: return EvidenceRecognizer.isRedactableBundleText(firstChunk)
        }
    }

    /// Pass 1 for one file; a file that cannot be read is left out (and named), not the whole run lost.
    static func measure(_ entry: PlannedEntry, binarySecrets: BinarySecretsPolicy = .withhold) throws -> MeasuredEntry {
        do {
            return try measureFile(entry, binarySecrets: binarySecrets)
        } catch let error as EvidenceError where error.kind == .inputUnavailable {
            let identity = FileIdentity(device: 0, inode: 0, size: 0, modified: 0, changed: 0)
            var lost = MeasuredEntry(planned: entry, size: 0, sha256: "", counts: [:], identity: identity, leftOut: .unreadable(error.message.replacingOccurrences(of: entry.sourcePath, with: entry.displayPath)))
            lost.isLost = true
            return lost
        }
    }

    static func measureFile(_ entry: PlannedEntry, binarySecrets: BinarySecretsPolicy) throws -> MeasuredEntry {
        let reader = try FileReader(path: entry.sourcePath)
        let before = try reader.identity()
        if entry.kind == .xcresult, try FileReader.prefix(of: entry.sourcePath, count: 4) == ZstdDecoder.frameMagic,
            let counts = try CompressedTextBlob.scan(path: entry.sourcePath, storedSize: before.size),
            counts.values.reduce(0, +) > 0
        {
            let hasher = SHA256Hasher()
            var size: Int64 = 0
            _ = try CompressedTextBlob.rewrite(path: entry.sourcePath) { hasher.update($0); size += Int64($0.count) }
            guard try reader.identity() == before else { throw changedError(entry.sourcePath) }
            return MeasuredEntry(planned: entry, size: size, sha256: hasher.finalizeHex(), counts: counts, rewrite: .compressedText, identity: before)
        }
        if entry.kind == .log, let order = try UTF16Decoding.byteOrder(path: entry.sourcePath, head: try FileReader.prefix(of: entry.sourcePath, count: 2)) {
            let hasher = SHA256Hasher()
            var size: Int64 = 0
            let counts = try UTF16Text.transcode(path: entry.sourcePath, order: order) { hasher.update($0); size += Int64($0.count) }
            guard try reader.identity() == before else { throw changedError(entry.sourcePath) }
            return MeasuredEntry(planned: entry, size: size, sha256: hasher.finalizeHex(), counts: counts, rewrite: .utf16Log(order), identity: before)
        }
        if let rewritten = try rewrittenFile(entry.sourcePath, kind: entry.kind, storedSize: before.size) {
            guard try reader.identity() == before else { throw changedError(entry.sourcePath) }
            switch rewritten.outcome {
            case .rewritten(let bytes, let counts):
                let hasher = SHA256Hasher()
                bytes.withUnsafeBytes { hasher.update($0) }
                return MeasuredEntry(planned: entry, size: Int64(bytes.count), sha256: hasher.finalizeHex(), counts: counts, rewrite: rewritten.form, identity: before)
            case .leftOut(let reason):
                return MeasuredEntry(planned: entry, size: 0, sha256: "", counts: [:], identity: before, leftOut: .unredactableSecrets(reason))
            }
        }
        return try measureStream(entry, reader: reader, identity: before, binarySecrets: binarySecrets)
    }

    /// Pass 1 for a file stored from its own bytes: hashed as stored (redacted, when it is text or
    /// structure with secrets). A binary file is only scanned; so is a bundle's text that turns out to
    /// be a table of C strings (`NULRuns`): with findings, it is kept unchanged or withheld, by policy.
    static func measureStream(_ entry: PlannedEntry, reader: FileReader, identity before: FileIdentity, binarySecrets: BinarySecretsPolicy) throws -> MeasuredEntry {
        let stream = StreamMeasurement(entry)
        try reader.forEachChunk { try stream.add($0) }
        try stream.finish()
        guard try reader.identity() == before else { throw changedError(entry.sourcePath) }
        if let structured = stream.structured {
            var measured = MeasuredEntry(planned: entry, size: stream.stored.size, sha256: stream.stored.hex, counts: structured.counts, identity: before)
            measured.droppedValues = structured.droppedValues
            if structured.total > 0 || structured.droppedValues > 0 { measured.rewrite = .structured(structured.format) }
            return measured
        }
        let counts = stream.text?.counts ?? [:]
        guard stream.isBinary, !counts.isEmpty else {
            return MeasuredEntry(planned: entry, size: stream.stored.size, sha256: stream.stored.hex, counts: counts, identity: before)
        }
        switch binarySecrets {
        case .withhold:
            return MeasuredEntry(planned: entry, size: 0, sha256: "", counts: [:], identity: before, leftOut: .unredactableSecrets(BinaryBlob.withheldReason(counts)))
        case .keep:
            let raw = stream.handling == .scanOnly ? stream.stored : stream.original
            var kept = MeasuredEntry(planned: entry, size: raw.size, sha256: raw.hex, counts: [:], identity: before)
            kept.unredacted = counts
            return kept
        }
    }

    /// What becomes of a file whose secrets stand in binary structure (a binary property list, a
    /// bundle's typed object or database), and which form the stored bytes take; nil for a file stored
    /// as it is read (after the text redaction any file gets).
    static func rewrittenFile(_ path: String, kind: EvidenceKind, storedSize: Int64) throws -> (outcome: RewriteOutcome, form: Rewrite)? {
        // One read of the first bytes tells every kind apart (the longest mark: SQLite's 16 bytes).
        let head = try FileReader.prefix(of: path, count: ResultDatabaseBlob.header.count)
        if let plist = try BinaryPlistBlob.outcome(path: path, storedSize: storedSize, head: head) { return (plist, .binaryPlist) }
        if let text = try UTF16Text.outcome(path: path, head: head) { return (text, .none) }
        guard kind == .xcresult else { return nil }
        if let object = try TypedObjectBlob.outcome(path: path, storedSize: storedSize, head: head) { return (object, .typedObject) }
        return try ResultDatabaseBlob.outcome(path: path, storedSize: storedSize, head: head).map { ($0, .database) }
    }

    static func changedError(_ path: String) -> FileChanged {
        FileChanged(path: path)
    }

    /// Pass 2. The file must be the version pass 1 hashed: same identity (inode, size, times) before
    /// and after streaming it, and the same byte count. Entries with secrets go through the redactor
    /// again and are hashed again; the others are not re-hashed — the identity check proves them
    /// unchanged at a fraction of the cost.
    static func write(_ entry: MeasuredEntry, to writer: ArchiveWriter) throws {
        let path = entry.planned.sourcePath
        try writer.beginFile(path: entry.planned.archivePath, size: entry.size)
        // A file that became unreadable since pass 1 has changed too: start over without it.
        guard let reader = try? FileReader(path: path), try reader.identity() == entry.identity else { throw changedError(path) }
        let written: Int64
        if entry.rewrite == .typedObject || entry.rewrite == .database || entry.rewrite == .binaryPlist {
            written = try writeRewrittenAgain(entry, to: writer)
        } else if entry.rewrite == .compressedText {
            written = try writeHashed(entry, to: writer) { emit in _ = try CompressedTextBlob.rewrite(path: path, emit: emit) }
        } else if case .utf16Log(let order) = entry.rewrite {
            written = try writeHashed(entry, to: writer) { emit in _ = try UTF16Text.transcode(path: path, order: order, emit: emit) }
        } else if case .structured(let format) = entry.rewrite {
            written = try writeHashed(entry, to: writer) { emit in
                let redactor = StructuredRedactor(format: format)
                try reader.forEachChunk { try redactor.process($0, emit: emit) }
                try redactor.finish(emit: emit)
            }
        } else if entry.total > 0 {
            written = try writeHashed(entry, to: writer) { emit in
                let redactor = SecretRedactor()
                try reader.forEachChunk { try redactor.process($0, emit: emit) }
                try redactor.finish(emit: emit)
            }
        } else {
            var copied: Int64 = 0
            try reader.forEachChunk(limit: entry.size + 1) { bytes in
                copied += Int64(bytes.count)
                guard copied <= entry.size else { throw changedError(path) }
                try writer.writeData(bytes)
            }
            written = copied
        }
        guard written == entry.size, try reader.identity() == entry.identity else { throw changedError(path) }
        try writer.finishEntry()
    }

    /// A typed object, database or binary plist: rewritten again from the file (deterministic), and
    /// checked against pass 1's hash and size.
    private static func writeRewrittenAgain(_ entry: MeasuredEntry, to writer: ArchiveWriter) throws -> Int64 {
        let path = entry.planned.sourcePath
        guard let rewritten = try rewrittenFile(path, kind: entry.planned.kind, storedSize: entry.identity.size),
            case .rewritten(let bytes, _) = rewritten.outcome, rewritten.form == entry.rewrite, Int64(bytes.count) == entry.size
        else { throw changedError(path) }
        let hasher = SHA256Hasher()
        bytes.withUnsafeBytes { hasher.update($0) }
        guard hasher.finalizeHex() == entry.sha256 else { throw changedError(path) }
        try bytes.withUnsafeBytes { try writer.writeData($0) }
        return entry.size
    }

    /// Streams what `produce` emits (redacted or transcoded text) into the entry, held to pass 1's
    /// size and checked against its hash; returns the bytes written.
    private static func writeHashed(
        _ entry: MeasuredEntry, to writer: ArchiveWriter, produce: (@escaping (UnsafeRawBufferPointer) throws -> Void) throws -> Void
    ) throws -> Int64 {
        let path = entry.planned.sourcePath
        let hasher = SHA256Hasher()
        var written: Int64 = 0
        try produce { bytes in
            written += Int64(bytes.count)
            guard written <= entry.size else { throw changedError(path) }
            hasher.update(bytes)
            try writer.writeData(bytes)
        }
        guard hasher.finalizeHex() == entry.sha256 else { throw changedError(path) }
        return written
    }
}

/// The size and SHA-256 of a stream of bytes.
final class StreamTally {
    private let hasher = SHA256Hasher()
    private(set) var size: Int64 = 0

    func add(_ bytes: UnsafeRawBufferPointer) {
        hasher.update(bytes)
        size += Int64(bytes.count)
    }

    var hex: String { hasher.finalizeHex() }
}

/// Pass 1 over a file stored from its own bytes: the handling is decided on the first chunk; the
/// bytes as stored are tallied, and for a bundle's text also the file's own bytes and its NUL runs,
/// in case it turns out to be a binary table that must not be rewritten.
final class StreamMeasurement {
    let entry: PlannedEntry
    let stored = StreamTally()
    let original = StreamTally()
    private(set) var handling = Collector.StreamHandling.copy
    private(set) var text: SecretRedactor?
    private(set) var structured: StructuredRedactor?
    private var nulRuns = NULRuns()
    private var decided = false

    init(_ entry: PlannedEntry) {
        self.entry = entry
    }

    func add(_ chunk: UnsafeRawBufferPointer) throws {
        if !decided { decide(chunk) }
        if entry.kind == .xcresult, handling == .text {
            original.add(chunk)
            nulRuns.update(chunk)
        }
        if let structured {
            try structured.process(chunk, emit: stored.add)
        } else if let text, handling == .text {
            try text.process(chunk, emit: stored.add)
        } else {
            try text?.process(chunk) { _ in }
            stored.add(chunk)
        }
    }

    func finish() throws {
        try structured?.finish(emit: stored.add)
        if handling == .text { try text?.finish(emit: stored.add) } else { try text?.finish { _ in } }
    }

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
