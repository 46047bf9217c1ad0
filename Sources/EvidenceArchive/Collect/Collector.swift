import EvidenceCore
import EvidenceReaders
import EvidenceRedaction
import EvidenceRun
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
    /// The PEM Ed25519 private key the archive is signed with (`--sign`): a DSSE envelope beside it.
    package var signingKey: String?
    /// Called once the files' identities are taken and before any is read (tests change files here,
    /// so what happens to a file that changes while collected is tested without racing threads).
    package var betweenPasses: (@Sendable () -> Void)?
    /// Called once the walk has listed the files and before their identities are taken (tests swap
    /// a listed file for a link or a FIFO here, as a race with the walk would).
    package var afterWalk: (@Sendable () -> Void)?

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
    /// The signature envelope written beside the archive (`--sign`).
    package var envelopePath: String?
}

/// Packs evidence into a reproducible, checksummed archive.
///
/// One pass over the inputs: each file is read once, and hashed, scanned for secrets and compressed
/// from the same bytes (`CollectArchive`). A file without secrets streams straight into the archive;
/// one with a secret is taken back out and written again from its redacted copy (spooled). Each
/// file must stay the version it was when collect planned the run: its identity — inode, size,
/// modification and change times — before and after reading it, and its byte count; a file that
/// changes is an error (the collection starts over), never a silently wrong manifest.
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
        // A key that cannot sign fails the run before anything is read.
        let signer = try request.signingKey.map { try ArchiveSigner(keyPath: $0) }
        if signer != nil {
            try AtomicOutputFile.refuse(ArchiveSigner.envelopePath(forArchive: request.output), namingAnyOf: request.inputs.map(\.path) + [request.projectRoot, request.signingKey].compactMap { $0 })
        }
        var attempt = 1
        var changes: [String: Int] = [:]
        while true {
            do {
                let leftOut = Set(changes.filter { $0.value >= 2 || attempt > attempts }.keys)
                return try collectOnce(request, signer: signer, leavingOut: leftOut)
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


    static func collectOnce(_ request: CollectRequest, signer: ArchiveSigner? = nil, leavingOut unstable: Set<String> = []) throws -> CollectResult {
        try AtomicOutputFile.refuse(request.output, namingAnyOf: request.inputs.map(\.path) + [request.projectRoot, request.signingKey].compactMap { $0 })
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
        if request.strict, let lost = discovery.lost.first?.redacted.input {
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
        let commit = CommitResolver.resolve(flag: request.commit, environment: request.environment, workingDirectory: request.workingDirectory)
        let mtime = fixedTime(request: request, commit: commit)
        request.afterWalk?()
        // The version of each file this run collects: one that changes from here on is caught.
        let identities = planned.map { FileIdentity.of(listed: $0.source) }
        request.betweenPasses?()

        let archive: CollectArchive
        do {
            archive = try CollectArchive(
                compression: request.compression, threads: request.threads, mtime: mtime,
                directory: AtomicOutputFile.directory(of: request.output), displayPath: request.output)
        } catch let error as CLibraryError {
            throw EvidenceError(.outputFailed, "Cannot write \(request.output): \(error.message).")
        }
        var totals: [SecretKind: Int] = nameCounts.merging(ci?.counts ?? [:], uniquingKeysWith: +)
        let collected = try collectEntries(planned, identities: identities, into: archive, request: request, discovery: &discovery)
        // What a skipped file's reason quotes of the input (a link's target) is redacted too.
        let skipped = discovery.skipped.prefix(Manifest.skippedListLimit).map(\.redacted)
        for (_, counts) in skipped { totals.merge(counts, uniquingKeysWith: +) }
        for entry in collected {
            for (kind, count) in entry.counts { totals[kind, default: 0] += count }
        }

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
            entries: collected.map(\.manifestEntry),
            skipped: skipped.map(\.input),
            skippedTotal: discovery.skipped.count,
            sources: sources)

        // Never write a manifest verify would refuse.
        let manifestBytes = try manifest.encoded()
        guard manifestBytes.count <= ArchiveVerifier.maximumManifestSize else {
            throw EvidenceError(.malformedInput, "Cannot collect these files into one archive: its manifest.json would be \(manifestBytes.count) bytes, more than verify reads (\(ArchiveVerifier.maximumManifestSize)); collect fewer files or split the run.")
        }
        let archiveBytes: Int64
        do {
            archiveBytes = try archive.finish(manifest: manifestBytes, to: output.descriptor)
        } catch let error as CLibraryError {
            throw EvidenceError(.outputFailed, "Cannot write \(request.output): \(error.message).")
        }
        // Signed from the bytes just written; the two renames follow each other, the archive first.
        let envelope = try signer?.envelope(of: output, manifestBytes: manifestBytes, manifest: manifest)
        try output.commit()
        try envelope?.commit()
        return CollectResult(manifest: manifest, archiveBytes: archiveBytes, envelopePath: envelope?.destination)
    }

    /// Every planned file into the archive, in order; those left out are named in `discovery`. With
    /// more than one thread, files are read, scanned and hashed on workers (`EntryPrefetcher`) while
    /// this thread writes the tar.
    static func collectEntries(
        _ planned: [PlannedEntry], identities: [FileIdentity?], into archive: CollectArchive, request: CollectRequest, discovery: inout EvidenceDiscovery
    ) throws -> [MeasuredEntry] {
        let prefetcher = request.threads > 1
            ? EntryPrefetcher(
                planned: planned, identities: identities, workers: min(request.threads, EntryPrefetcher.maximumWorkers), binarySecrets: request.binarySecrets,
                spoolDirectory: archive.spoolDirectory, displayPath: archive.displayPath)
            : nil
        defer { prefetcher?.stop() }
        var collected: [MeasuredEntry] = []
        do {
            for index in planned.indices {
                let outcome = try collectEntry(at: index, planned: planned, identities: identities, into: archive, prefetcher: prefetcher, binarySecrets: request.binarySecrets)
                // A bundle file holding secrets that cannot be redacted is left out, and named; so is
                // a file that cannot be read (unless --strict).
                guard let reason = outcome.leftOut else {
                    collected.append(outcome)
                    continue
                }
                if request.strict, outcome.isLost {
                    throw EvidenceError(.inputUnavailable, "Cannot read \(planned[index].displayPath): \(reason.sentence) (--strict).")
                }
                discovery.skip(planned[index].displayPath, reason, lost: outcome.isLost)
            }
        } catch let error as CLibraryError {
            throw EvidenceError(.outputFailed, "Cannot write \(request.output): \(error.message).")
        }
        return collected
    }

    /// One planned file into the archive: read on a worker (more than one thread), or here.
    static func collectEntry(
        at index: Int, planned: [PlannedEntry], identities: [FileIdentity?], into archive: CollectArchive, prefetcher: EntryPrefetcher?, binarySecrets: BinarySecretsPolicy
    ) throws -> MeasuredEntry {
        guard let prefetcher else {
            return try collectEntry(planned[index], expected: identities[index], into: archive, binarySecrets: binarySecrets)
        }
        return try prefetcher.collect(index, into: archive)
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

    /// SOURCE_DATE_EPOCH, else the commit's time when git knows it, else 0.
    static func fixedTime(request: CollectRequest, commit: CommitInfo) -> Int64 {
        if let text = request.environment["SOURCE_DATE_EPOCH"], let seconds = Int64(text), seconds >= 0 {
            return seconds
        }
        if let sha = commit.sha, let seconds = CommitResolver.commitTime(sha, workingDirectory: request.workingDirectory, environment: request.environment) {
            return seconds
        }
        return 0
    }

    static func changedError(_ path: String) -> FileChanged {
        FileChanged(path: path)
    }
}
