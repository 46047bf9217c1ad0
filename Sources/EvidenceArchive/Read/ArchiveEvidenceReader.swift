import EvidenceCore
import EvidenceReaders
import Foundation

/// Reads everything triage needs from a `run.tgz` in one streaming pass, nothing extracted to disk:
/// every entry is hashed against the manifest while the readers consume it — raw logs, JUnit,
/// registration records, plists, and result bundles (small objects held, attachments skipped).
/// A bad entry is reported and the rest still read; a mismatch with the manifest is reported, not
/// hidden.
public enum ArchiveEvidenceReader {
    /// JUnit files and plists are parsed whole; larger ones are refused rather than loaded.
    public static let maximumJUnitSize: Int64 = 64 << 20
    public static let maximumPlistSize: Int64 = 16 << 20

    public static func read(archivePath: String) throws -> TriageInput {
        let archiveHasher = SHA256Hasher()
        let reader = try ArchiveVerifier.open(archivePath, rawObserver: { archiveHasher.update($0) })
        var check = ManifestCheck()
        var manifest: Manifest?
        // Readers' reports by authority: result bundles, then raw logs, then JUnit.
        var logReports: [TestRunReport] = []
        var junitReports: [TestRunReport] = []
        var logLines: [TestIdentifier: [EvidencePointer]] = [:]
        var runLines: [EvidencePointer] = []
        var registrations: [RegistrationRecord] = []
        var plists: [AppInfoPlist] = []
        var bundles = XCResultArchiveStorage.Collection()
        var problems: [String] = []

        var hasher = SHA256Hasher()
        var size: Int64 = 0
        reader.dataObserver = { chunk in
            hasher.update(chunk)
            size += Int64(chunk.count)
        }
        while let entry = try ArchiveVerifier.nextEntry(reader, archivePath: archivePath, check: &check) {
            if entry.path == Manifest.archivePath, manifest == nil {
                manifest = try ArchiveVerifier.readManifest(reader, entry: entry, archivePath: archivePath, check: &check)
                continue
            }
            hasher = SHA256Hasher()
            size = 0
            do {
                if entry.path.hasPrefix("xcresult/") {
                    try bundles.take(entry, from: reader)
                } else if entry.path.hasPrefix("logs/") {
                    // Inflated and hashed here while another core parses.
                    let log = TestLogReader(evidencePath: entry.path)
                    logReports.append(try TestLogPipeline.read(log) { consume in try reader.readData { consume($0) } })
                    for (id, lines) in log.taskLinesByTest { logLines[id, default: []] += lines }
                    runLines += log.runTaskLines
                } else if entry.path.hasPrefix("junit/") {
                    if let data = try wholeEntry(reader, entry, limit: maximumJUnitSize, problems: &problems) {
                        do {
                            try JUnitReader.refuseEntities(Array(data.prefix(64 * 1024)), name: entry.path)
                            junitReports.append(try JUnitReader(evidencePath: entry.path).read(InputStream(data: data), name: entry.path))
                        } catch let error as EvidenceError {
                            problems.append(error.message)
                        }
                    }
                } else if entry.path.hasPrefix("diagnostics/") {
                    let records = RegistrationRecordReader(evidencePath: entry.path)
                    try reader.readData { records.consume($0) }
                    let reading = records.finish()
                    registrations += reading.records
                    problems += reading.problems.map(\.description)
                } else if entry.path.hasPrefix("config/") {
                    if let data = try wholeEntry(reader, entry, limit: maximumPlistSize, problems: &problems) {
                        do {
                            let plist = try AppInfoPlist.read(data: data, path: entry.path)
                            // Only an app's plist speaks for the configuration (not, say, GoogleService-Info.plist).
                            if plist.bundleIdentifier != nil || plist.permittedTaskIdentifiers != nil || plist.backgroundModes != nil {
                                plists.append(plist)
                            }
                        } catch let error as EvidenceError {
                            problems.append(error.message)
                        }
                    }
                }
                // Whatever a reader left unread still counts for the hash.
                try reader.readData { _ in }
            } catch let error as ArchiveError {
                check.damaged(at: entry.path, error.message)
                break
            }
            check.record(entry.path, sha256: hasher.finalizeHex(), size: size)
        }
        reader.dataObserver = nil
        reader.drainRawBytes()
        let archiveSHA256 = archiveHasher.finalizeHex()
        guard let manifest else {
            throw EvidenceError(.malformedInput, "\(archivePath) is not an evidence archive: it has no manifest.json.")
        }
        // Files collect left out because they hold secrets it could not redact: say so, since what
        // they held (a bundle's database, say) is missing from what follows.
        for skipped in manifest.skipped where !skipped.reason.hasPrefix("not recognised") && skipped.reason.contains("secret") {
            problems.append("\(skipped.path) was left out when collected: \(skipped.reason).")
        }
        var reports: [TestRunReport] = []
        for bundle in bundles.bundles {
            do {
                reports.append(try XCResultReader().read(storage: bundle).testRunReport())
            } catch let error as EvidenceError {
                // The reader's messages mostly name the bundle already.
                problems.append(error.message.hasPrefix(bundle.bundlePath) ? error.message : "\(bundle.bundlePath): \(error.message)")
            }
        }
        var input = TriageInput(
            reports: reports + logReports + junitReports, logLines: logLines, registrations: registrations, plists: plists, manifest: manifest,
            archiveSHA256: archiveSHA256, archiveName: URL(fileURLWithPath: archivePath).lastPathComponent,
            integrityProblems: check.problems(against: manifest).map(\.description), readProblems: problems)
        input.runLines = runLines
        return input
    }

    private static func wholeEntry(_ reader: ArchiveReader, _ entry: ArchiveReader.Entry, limit: Int64, problems: inout [String]) throws -> Data? {
        guard entry.size <= limit else {
            problems.append("\(entry.path) is \(entry.size) bytes, larger than the \(limit >> 20) MiB read for its kind; not read.")
            return nil
        }
        var data = Data()
        data.reserveCapacity(Int(entry.size))
        try reader.readData { data.append(contentsOf: $0) }
        return data
    }
}
