import EvidenceCore
import EvidenceRun
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The outcome of checking an archive against its manifest.
package struct VerificationReport: Equatable, Sendable {
    package typealias Problem = VerificationProblem

    package var manifest: Manifest
    package var checkedEntries: Int
    /// The first `ProblemList.keptPerKind` problems of each kind; `problemCounts` counts them all.
    package var problems: [Problem]
    package var problemCounts: [String: Int] = [:]
    package var problemCount: Int { problemCounts.values.reduce(0, +) }
    /// With a key (`verify --key`): what was found of the signature beside the archive.
    package var signature: SignatureVerdict?
    package var isIntact: Bool { problems.isEmpty }
    init(manifest: Manifest, checkedEntries: Int, problems: ProblemList) {
        self.manifest = manifest
        self.checkedEntries = checkedEntries
        self.problems = problems.kept
        self.problemCounts = problems.counts
    }

    /// Intact, and signed by the key when one was given.
    package var isTrusted: Bool { isIntact && signature?.problem == nil }
}

/// Problems as found, at most `keptPerKind` of each kind, and how many of each there were: an
/// archive of 150,000 extra entries is summarised in a few lines, and held in as little.
package struct ProblemList: Equatable, Sendable {
    package static let keptPerKind = 1000
    package private(set) var kept: [VerificationReport.Problem] = []
    package private(set) var counts: [String: Int] = [:]

    package var isEmpty: Bool { counts.isEmpty }
    package var total: Int { counts.values.reduce(0, +) }

    mutating func append(_ problem: VerificationReport.Problem) {
        let count = counts[problem.kind, default: 0] + 1
        counts[problem.kind] = count
        if count <= Self.keptPerKind { kept.append(problem) }
    }

    /// Problems of a kind found but not kept (a bounded reader's overflow).
    mutating func count(_ kind: String, _ more: Int) {
        guard more > 0 else { return }
        counts[kind, default: 0] += more
    }
}

/// What was found in an archive, entry by entry, to compare with its manifest at the end. Entries
/// met before the manifest (an archive re-packed by another tool) are compared all the same.
struct ManifestCheck {
    /// Entries read, and the last one's path (where the archive was damaged after).
    private(set) var entriesRead = 0
    private(set) var lastPath: String?
    /// Once the manifest is read: each entry's index in it by its path's UTF-8 bytes (Swift's String
    /// equality would take `é` composed and decomposed for one path), keys sharing the manifest's
    /// strings — 150,000 paths of 337 bytes held once, not three times (issue 28, part 5).
    private var index: [PathKey: Int32] = [:]
    private var manifestDuplicates: [Int] = []
    /// Per manifest entry: read or not; and what a read entry held where it differs from the
    /// manifest (an altered one).
    private var read: [Bool] = []
    private var readDifferent: [Int32: (sha256: String, size: Int64)] = [:]
    private var manifestEntries: [Manifest.Entry] = []
    /// Entries the manifest does not list: the first `ProblemList.keptPerKind` paths and how many,
    /// and a hash of each path to tell a repeated one.
    private var extras: [String] = []
    private var extraCount = 0
    private var extraHashes: Set<Int> = []
    /// Entries read before the manifest (an archive re-packed by another tool), compared once it is.
    private var pending: [(path: String, sha256: String, size: Int64)] = []
    private var pendingKeys: Set<PathKey> = []
    /// Whether `expect` ran (an empty manifest leaves its tables empty).
    private var expected = false
    private var found = ProblemList()
    var headersRead = 0
    /// Reading stopped before the end (damage, or an entry not worth reading); the tail is unproven.
    private(set) var stopped = false
    /// Once the manifest is read, no entry may declare more than twice its largest entry and 64 MiB:
    /// a tampered entry is still read and reported as altered, a bomb is not.
    var largestAllowedSize: Int64?
    /// The first entry's mtime (the manifest's): collect gives every entry the same one.
    var archiveTime: Int64?
    /// The SHA-256 of manifest.json's bytes, which a signature's statement names.
    var manifestSHA256: String?

    /// A path compared and hashed by its UTF-8 bytes.
    struct PathKey: Hashable {
        let path: String

        static func == (left: PathKey, right: PathKey) -> Bool {
            var (left, right) = (left.path, right.path)
            return left.withUTF8 { a in right.withUTF8 { b in a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0) } }
        }

        func hash(into hasher: inout Hasher) {
            var path = path
            path.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    /// The manifest is read: entries are compared with it as they come (and those before it now).
    mutating func expect(_ manifest: Manifest) {
        expected = true
        manifestEntries = manifest.entries
        index.reserveCapacity(manifest.entries.count)
        for (position, entry) in manifest.entries.enumerated() {
            let key = PathKey(path: entry.path)
            if index[key] != nil {
                manifestDuplicates.append(position)
            } else {
                index[key] = Int32(position)
            }
        }
        read = [Bool](repeating: false, count: manifest.entries.count)
        let before = pending
        (pending, pendingKeys) = ([], [])
        for entry in before { compare(entry.path, sha256: entry.sha256, size: entry.size, counted: true) }
    }

    mutating func record(_ path: String, sha256: String, size: Int64) {
        lastPath = path
        guard expected else {
            guard pendingKeys.insert(PathKey(path: path)).inserted else {
                found.append(.duplicate(path: path))
                return
            }
            entriesRead += 1
            pending.append((path, sha256, size))
            return
        }
        compare(path, sha256: sha256, size: size)
    }

    /// Compares an entry read with the manifest's; a repeated path is a duplicate (and not counted).
    private mutating func compare(_ path: String, sha256: String, size: Int64, counted: Bool = false) {
        guard let position = index[PathKey(path: path)] else {
            var hasher = Hasher()
            PathKey(path: path).hash(into: &hasher)
            guard extraHashes.insert(hasher.finalize()).inserted else {
                found.append(.duplicate(path: path))
                return
            }
            if !counted { entriesRead += 1 }
            extraCount += 1
            if extras.count < ProblemList.keptPerKind { extras.append(path) }
            return
        }
        let entry = Int(position)
        if read[entry] {
            found.append(.duplicate(path: path))
            return
        }
        if !counted { entriesRead += 1 }
        read[entry] = true
        if manifestEntries[entry].sha256 != sha256 || manifestEntries[entry].size != size {
            readDifferent[position] = (sha256, size)
        }
    }

    mutating func damaged(at path: String, _ reason: String) {
        found.append(.unreadable(path: path, reason: "the archive is damaged here: \(reason)"))
        stopped = true
    }

    mutating func note(_ problem: VerificationReport.Problem, stop: Bool = false) {
        found.append(problem)
        if stop { stopped = true }
    }

    /// Compares a regular entry's header with what collect writes: mode 0644, owner 0:0, the
    /// archive's one mtime.
    mutating func checkForm(_ entry: ArchiveReader.Entry) {
        var differences: [String] = []
        if entry.permissions != 0o644 { differences.append("has mode 0\(String(entry.permissions, radix: 8)), not 0644") }
        if entry.uid != 0 || entry.gid != 0 { differences.append("is owned by \(entry.uid):\(entry.gid), not 0:0") }
        if let archiveTime {
            if entry.mtime != archiveTime { differences.append("has mtime \(entry.mtime), not the archive's \(archiveTime)") }
        } else {
            archiveTime = entry.mtime
        }
        if !differences.isEmpty { found.append(.form(path: entry.path, reason: differences.joined(separator: " and "))) }
    }

    /// What the tar stream's own reading found in headers, paddings and the end.
    mutating func note(_ audit: TarHeaderAudit?) {
        guard let audit else { return }
        for finding in audit.findings { found.append(.form(path: finding.path, reason: finding.reason)) }
        found.count("form", audit.omittedFindings)
    }

    func problems(against manifest: Manifest) -> ProblemList {
        var problems = found
        for position in manifestDuplicates { problems.append(.duplicate(path: manifest.entries[position].path)) }
        for entry in manifest.entries {
            // A path the manifest lists twice is compared, each time, with the one entry read.
            guard let position = index[PathKey(path: entry.path)], read[Int(position)] else {
                problems.append(.missing(path: entry.path))
                continue
            }
            let first = manifest.entries[Int(position)]
            let actual = readDifferent[position] ?? (first.sha256, first.size)
            if actual.sha256 != entry.sha256 || actual.size != entry.size {
                problems.append(.altered(path: entry.path, expectedSHA256: entry.sha256, actualSHA256: actual.sha256, expectedSize: entry.size, actualSize: actual.size))
            }
        }
        for path in extras { problems.append(.extra(path: path)) }
        problems.count("extra", extraCount - extras.count)
        return problems
    }
}

/// Re-hashes every entry of an archive against its manifest, streaming: one pass, nothing extracted,
/// memory bounded by the manifest.
package enum ArchiveVerifier {
    /// Manifests larger than this are not manifests.
    package static let maximumManifestSize: Int64 = 64 << 20

    /// With `publicKeyPath` (a PEM Ed25519 public key), also checks the signature envelope beside
    /// the archive against the archive's bytes, hashed as they are read for the entries.
    package static func verify(archivePath: String, publicKeyPath: String? = nil) throws -> VerificationReport {
        guard let publicKeyPath else {
            let (manifest, check) = try readEntries(try open(archivePath), archivePath: archivePath) { _ in }
            return VerificationReport(manifest: manifest, checkedEntries: check.entriesRead, problems: check.problems(against: manifest))
        }
        let key = try SigningKeyFile.load(publicKeyPath, role: .publicKey)
        // The archive's digest from the very bytes whose entries are checked.
        let archiveHasher = SHA256Hasher()
        let manifest: Manifest, check: ManifestCheck
        do {
            (manifest, check) = try readEntries(try open(archivePath, rawObserver: { archiveHasher.update($0) }), archivePath: archivePath) { _ in }
        } catch let error as EvidenceError where error.kind == .malformedInput {
            // No evidence archive at all: when the key's envelope signs other bytes, said as that, so
            // a tampered archive is verify's failure (1) with --key whatever the tampering broke; with
            // no envelope (or a bad one) the archive's own fault comes first.
            let verdict = SignatureVerdict.check(
                archivePath: archivePath, key: key, keyPath: publicKeyPath,
                archiveSHA256: try fileSHA256(archivePath), manifestSHA256: nil, unreadable: error.message)
            guard verdict.signsAnotherArchive, let problem = verdict.problem else { throw error }
            throw SignatureRejection(sentence: problem)
        }
        var report = VerificationReport(manifest: manifest, checkedEntries: check.entriesRead, problems: check.problems(against: manifest))
        // Where reading stopped early (damage, reported above) the bytes hashed are not the whole file.
        report.signature = SignatureVerdict.check(
            archivePath: archivePath, key: key, keyPath: publicKeyPath,
            archiveSHA256: check.stopped ? try fileSHA256(archivePath) : archiveHasher.finalizeHex(),
            manifestSHA256: check.manifestSHA256)
        return report
    }

    static func fileSHA256(_ path: String) throws -> String {
        let hasher = SHA256Hasher()
        try FileReader(path: path).forEachChunk { hasher.update($0) }
        return hasher.finalizeHex()
    }

    /// Reads every entry of an open archive once, and what follows its end, recording in the check
    /// every problem verify reports: the one reading `verify` and `triage` share, so triage's
    /// `verified` is verify's verdict. `consume` reads each entry but the manifest as much as it
    /// likes; the rest is read here, and every byte is hashed (`dataObserver`) either way.
    static func readEntries(
        _ reader: ArchiveReader, archivePath: String, consume: (ArchiveReader.Entry) throws -> Void
    ) throws -> (manifest: Manifest, check: ManifestCheck) {
        var manifest: Manifest?
        var check = ManifestCheck()
        let tally = StreamTally()
        reader.dataObserver = { tally.add($0) }
        defer { reader.dataObserver = nil }
        while let entry = try nextEntry(reader, archivePath: archivePath, check: &check) {
            if entry.path == Manifest.archivePath, manifest == nil {
                manifest = try readManifest(reader, entry: entry, archivePath: archivePath, check: &check)
                continue
            }
            tally.reset()
            do {
                try consume(entry)
                try reader.readData { _ in }
            } catch let error as ArchiveError {
                check.damaged(at: entry.path, error.message)
                break
            }
            check.record(entry.path, sha256: tally.hex, size: tally.size)
        }
        guard let manifest else {
            throw EvidenceError(.malformedInput, "\(archivePath) is not an evidence archive: it has no manifest.json.")
        }
        checkEnd(reader, check: &check)
        check.note(reader.headerAudit)
        return (manifest, check)
    }

    /// What follows the last entry: nothing but collect's zero padding, and no second member or
    /// garbage after the compressed stream, which must end with its trailer.
    static func checkEnd(_ reader: ArchiveReader, check: inout ManifestCheck) {
        guard !check.stopped else { return }
        do {
            let tail = try reader.finishStream()
            if tail.trailingFileBytes > 0 {
                check.note(.trailing(reason: "\(tail.trailingFileBytes) bytes follow the end of the \(reader.compression) stream (a second member or garbage)"))
            }
            // Collect pads the tar stream to at most one 10240-byte record, with zeros.
            if tail.nonZeroBytesAfterEnd > 0 || tail.bytesAfterEnd > 10240 {
                check.note(.trailing(reason: "\(tail.bytesAfterEnd) bytes follow the tar stream's end-of-archive blocks, \(tail.nonZeroBytesAfterEnd) of them not zero"))
            }
        } catch let error as ArchiveError {
            check.damaged(at: "(after the end of the tar stream)", error.message)
        } catch {
            check.damaged(at: "(after the end of the tar stream)", "\(error)")
        }
    }

    /// Opens an archive, turning libarchive's refusal into the contract's errors.
    static func open(_ archivePath: String, rawObserver: ((UnsafeRawBufferPointer) -> Void)? = nil) throws -> ArchiveReader {
        do {
            return try ArchiveReader(path: archivePath, rawObserver: rawObserver, auditHeaders: true)
        } catch let error as ArchiveError {
            throw classifyOpenError(archivePath, error)
        }
    }

    /// The next regular entry (path normalised), nil at the end or where the archive is damaged
    /// (recorded in `check`); a first header that cannot be read means it is no archive at all.
    static func nextEntry(_ reader: ArchiveReader, archivePath: String, check: inout ManifestCheck) throws -> ArchiveReader.Entry? {
        while true {
            let header: ArchiveReader.Entry?
            do {
                header = try reader.nextEntry()
            } catch let error as ArchiveError {
                if check.headersRead == 0 { throw notAnArchive(archivePath, error.message) }
                check.damaged(at: "(after \(check.lastPath ?? "the start"))", error.message)
                return nil
            }
            guard var entry = header else { return nil }
            check.headersRead += 1
            if check.headersRead > Manifest.maximumEntries + 1 {
                check.note(.tooMany(reason: "the archive holds more than \(Manifest.maximumEntries + 1) entries, and collect never writes more than \(Manifest.maximumEntries) files and their manifest; the entries after were not read"), stop: true)
                return nil
            }
            if let refusal = entry.refusal {
                check.note(.forbidden(path: entry.path, reason: refusal.reason), stop: refusal.stop)
                if refusal.stop { return nil }
                continue
            }
            guard !entry.isDirectory else { continue }
            entry.path = normalise(entry.path)
            check.checkForm(entry)
            if let limit = check.largestAllowedSize, entry.size > limit {
                // Reading it would be work the manifest does not vouch for (a bomb): stop here. A
                // smaller mismatch is read, hashed and reported as altered.
                check.note(.unreadable(path: entry.path, reason: "it declares \(entry.size) bytes, more than an archive with this manifest can hold (\(limit)); not read, and the entries after it were not checked"), stop: true)
                return nil
            }
            return entry
        }
    }

    static func readManifest(_ reader: ArchiveReader, entry: ArchiveReader.Entry, archivePath: String, check: inout ManifestCheck) throws -> Manifest {
        guard entry.size <= maximumManifestSize else {
            throw EvidenceError(.malformedInput, "\(archivePath) is not an evidence archive: its manifest.json is \(entry.size) bytes.")
        }
        // Read and decoded a chunk at a time (`ManifestReader` through a `ByteWindow`), hashed as it
        // arrives: a 64 MiB manifest is never held whole beside the manifest it decodes to.
        let hasher = SHA256Hasher()
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        let window = ByteWindow {
            let count = try chunk.withUnsafeMutableBytes { try reader.read(into: $0) }
            guard count > 0 else { return nil }
            chunk.withUnsafeBytes { hasher.update(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
            return Array(chunk[0..<count])
        }
        // Entries past what collect writes are counted, not kept: the archive is not read past them.
        let manifest: Manifest, listed: Int
        do {
            (manifest, listed) = try Manifest.decode(window, archive: archivePath, entryLimit: Manifest.maximumEntries)
            // The reader read to the entry's end (only space may follow the document): every byte
            // is hashed, unless reading failed.
            if let error = window.readError { throw error }
        } catch let error as ArchiveError {
            throw EvidenceError(.malformedInput, "\(archivePath) is damaged: its manifest.json cannot be read (\(error.message)); \(VerificationSummary.damageAdvice).")
        }
        if listed > Manifest.maximumEntries {
            check.note(.tooMany(reason: "manifest.json lists \(listed) entries, and collect never writes more than \(Manifest.maximumEntries); the entries it lists after those were not checked"))
        }
        check.manifestSHA256 = hasher.finalizeHex()
        check.expect(manifest)
        check.largestAllowedSize = 2 * (manifest.entries.map(\.size).max() ?? 0) + (64 << 20)
        if let created = Manifest.seconds(manifest.created), entry.mtime != created {
            check.note(.form(path: entry.path, reason: "has mtime \(entry.mtime), not the manifest's created time \(created)"))
        }
        return manifest
    }

    /// `./logs/a.log` (re-packed with `tar -C dir .`) is `logs/a.log`.
    static func normalise(_ path: String) -> String {
        var result = Substring(path)
        while result.hasPrefix("./") { result = result.dropFirst(2) }
        return String(result)
    }

    static func classifyOpenError(_ path: String, _ error: ArchiveError) -> EvidenceError {
        let message = error.message
        if message.contains("No such file") || message.contains("Failed to open") && !fileExists(path) {
            return EvidenceError(.inputUnavailable, "Cannot read \(path): it does not exist.")
        }
        if message.contains("Permission denied") {
            return EvidenceError(.inputUnavailable, "Cannot read \(path): permission denied.")
        }
        return notAnArchive(path, message)
    }

    static func notAnArchive(_ path: String, _ reason: String) -> EvidenceError {
        if isDirectory(path) {
            // What people have instead: the result bundle itself, or the folder collect reads.
            let quoted = path.contains(" ") ? "'\(path)'" : path
            if isResultBundle(path) {
                return EvidenceError(.malformedInput, "\(path) is a result bundle, not an evidence archive: run 'evidence xcresult \(quoted)', or 'evidence collect \(quoted) --output run.tgz' first.")
            }
            return EvidenceError(.malformedInput, "\(path) is a directory, not an evidence archive: run 'evidence collect \(quoted) --output run.tgz' first.")
        }
        if reason.contains("truncated") {
            return EvidenceError(.malformedInput, "\(path) is truncated before its first entry (\(reason)): \(VerificationSummary.damageAdvice).")
        }
        if fileSize(path) == 0 {
            return EvidenceError(.malformedInput, "\(path) is empty (0 bytes), not an evidence archive: \(VerificationSummary.damageAdvice).")
        }
        // The compressed stream itself is broken (a flipped byte, a cut in a member): damage, not another format.
        if ["failed decompressing", "incorrect data check", "invalid or incomplete deflate", "Damaged tar archive", "zstd decompression failed", "Corrupted"].contains(where: reason.contains) {
            return EvidenceError(.malformedInput, "\(path) is damaged (\(reason)): \(VerificationSummary.damageAdvice).")
        }
        // What people have instead of an archive: the log or JUnit file itself. Only when nothing
        // more precise was said (another compressor's magic, a zip without an archive, say so already).
        if reason == "Unrecognized archive format", let head = firstBytes(path), Self.looksLikeText(head) {
            let quoted = path.contains(" ") ? "'\(path)'" : path
            return EvidenceError(.malformedInput, "\(path) is a text file (a log or JUnit?), not an evidence archive: run 'evidence collect \(quoted) --output run.tgz' first, or 'evidence logs \(quoted)' to read it as a log.")
        }
        return EvidenceError(.malformedInput, "\(path) is not an evidence archive: \(reason).")
    }

    /// No NUL and no control bytes but tab, line feed, carriage return and escape (colour codes).
    static func looksLikeText(_ bytes: [UInt8]) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy { $0 >= 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x1B }
    }

    /// The first 4 KiB of a regular file, to tell what it is when it is no archive.
    private static func firstBytes(_ path: String) -> [UInt8]? {
        guard fileSize(path) != nil else { return nil }
        #if canImport(Glibc)
        let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        #else
        let descriptor = Darwin.open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        #endif
        guard descriptor >= 0 else { return nil }
        defer {
            #if canImport(Glibc)
            Glibc.close(descriptor)
            #else
            Darwin.close(descriptor)
            #endif
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { SystemCall.read(descriptor, $0.baseAddress!, 4096) }
        return count > 0 ? Array(buffer.prefix(count)) : nil
    }

    private static func fileSize(_ path: String) -> Int64? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int64(info.st_size)
    }

    private static func fileExists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// `*.xcresult`, or a directory with a bundle's Info.plist and `Data/` (a renamed bundle).
    private static func isResultBundle(_ path: String) -> Bool {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return trimmed.hasSuffix(".xcresult") || (fileExists(trimmed + "/Info.plist") && isDirectory(trimmed + "/Data"))
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}

