import EvidenceCore
import EvidenceReaders
import EvidenceRun
import Foundation

/// Reads everything triage needs from a `run.tgz` in one streaming pass, nothing extracted to disk:
/// every entry is hashed against the manifest while the readers consume it — raw logs, JUnit,
/// registration records, plists, unified-log exports, and result bundles (small objects held, attachments skipped).
/// A bad entry is reported and the rest still read; a mismatch with the manifest is reported, not
/// hidden.
package enum ArchiveEvidenceReader {
    /// Plists are parsed whole, JUnit files streamed; larger ones are refused rather than read.
    package static let maximumJUnitSize: Int64 = 64 << 20
    package static let maximumPlistSize: Int64 = 16 << 20

    /// A result bundle's database too large to hold is spooled in `temporaryDirectory`.
    package static func read(archivePath: String, temporaryDirectory: String = NamedTemporaryFile.processDirectory) throws -> TriageInput {
        let archiveHasher = SHA256Hasher()
        let reader = try ArchiveVerifier.open(archivePath, rawObserver: { archiveHasher.update($0) })
        var found = Evidence(bundles: XCResultArchiveStorage.Collection(temporaryDirectory: temporaryDirectory))
        // Verify's own reading, so `verified` says what verify would.
        let (manifest, check) = try ArchiveVerifier.readEntries(reader, archivePath: archivePath) { entry in
            try found.take(entry, from: reader)
        }
        // The file's bytes the check did not need still count for its digest.
        reader.drainRawBytes()
        let archiveSHA256 = archiveHasher.finalizeHex()
        found.noteUnredactable(manifest.skipped)
        let integrity = check.problems(against: manifest)
        var input = TriageInput(
            reports: try found.reports(), logLines: found.logLines, registrations: found.registrations, plists: found.plists, manifest: manifest,
            archiveSHA256: archiveSHA256, archiveName: URL(fileURLWithPath: archivePath).lastPathComponent,
            integrityProblems: integrity.kept.map(\.description), readProblems: found.problems)
        input.integrity = integrity.kept
        input.integrityProblemCounts = integrity.counts
        input.runLines = found.runLines
        input.unifiedLogLines = found.unifiedLogLines
        input.linesByTestFullName = found.linesByTestFullName
        input.testStarts = found.testStarts
        input.testStartTimesOfDay = found.testStartTimesOfDay
        input.signedEntitlements = found.signedEntitlements
        input.sources = found.sources
        return input
    }

    /// What the archive's entries said, gathered as they stream past, each kind by its reader.
    private struct Evidence {
        // Readers' reports by authority: result bundles, then raw logs, then JUnit.
        var bundles: XCResultArchiveStorage.Collection
        var logReports: [TestRunReport] = []
        var junitReports: [TestRunReport] = []
        var logLines: [TestIdentifier: [EvidencePointer]] = [:]
        var runLines: [EvidencePointer] = []
        var unifiedLogLines: [EvidencePointer] = []
        var linesByTestFullName: [String: [EvidencePointer]] = [:]
        var testStarts: [TestIdentifier: Date] = [:]
        var testStartTimesOfDay: [String: Double] = [:]
        var signedEntitlements: [SignedEntitlements] = []
        var registrations: [RegistrationRecord] = []
        var plists: [AppInfoPlist] = []
        var sources = ArchivedSources()
        var problems: [String] = []

        /// Hands the entry to the reader for its folder (other folders are only hashed).
        mutating func take(_ entry: ArchiveReader.Entry, from reader: ArchiveReader) throws {
            guard let slash = entry.path.firstIndex(of: "/") else { return }
            switch entry.path[..<slash] {
            case "xcresult": try bundles.take(entry, from: reader)
            case "logs": try readLog(entry, from: reader)
            case "oslog": try readUnifiedLog(entry, from: reader)
            case "junit": try readJUnit(entry, from: reader)
            case "diagnostics": try readRecords(entry, from: reader)
            case "config": try readPlist(entry, from: reader)
            case "sources": try readSource(entry, from: reader)
            default: break
            }
        }

        mutating func readLog(_ entry: ArchiveReader.Entry, from reader: ArchiveReader) throws {
            // Inflated and hashed here while another core parses.
            let log = TestLogReader(evidencePath: entry.path)
            let report = try TestLogPipeline.read(log, size: entry.size) { consume in try reader.readData { consume($0) } }
            // A log that says nothing adds nothing to the merge; kept, 150,000 empty logs held
            // 55 MB of reports (and past 256 MB of address space while the array grew).
            if !report.tests.isEmpty || report.build != BuildOutcome() || !report.unattributedIssues.isEmpty { logReports.append(report) }
            for (id, lines) in log.taskLinesByTest { logLines[id, default: []] += lines }
            for (name, lines) in log.taskLinesByTestFullName { linesByTestFullName[name, default: []] += lines }
            take(log.runTaskLines, of: entry.path)
            testStarts.merge(log.failedTestStarts) { first, _ in first }
            testStartTimesOfDay.merge(log.failedTestStartTimesOfDay) { first, _ in first }
            signedEntitlements += log.signedEntitlements.prefix(max(0, TestLogReader.maximumSignedProducts - signedEntitlements.count))
            if let note = log.formattedOutputNote { problems.append(note) }
        }

        /// Lines printed outside any test: the run's, unless the file sits in one test's artifact
        /// folder (`logs/✗ Push registration stores a token/device.log`), whose test they are.
        mutating func take(_ lines: [EvidencePointer], of path: String) {
            guard let test = TestArtifactFolder.testName(ofArchivePath: path) else {
                runLines += lines
                return
            }
            linesByTestFullName[TestArtifactFolder.key(test), default: []] += lines
        }

        /// A unified-log export: the scheduler's and the framework's lines are the run's lines, as
        /// if the run's log had printed them (the rules read them beside each failure).
        mutating func readUnifiedLog(_ entry: ArchiveReader.Entry, from reader: ArchiveReader) throws {
            let export = UnifiedLogReader(evidencePath: entry.path)
            try reader.readData { export.consume($0) }
            let reading = export.finish()
            take(reading.lines, of: entry.path)
            unifiedLogLines += reading.lines
            problems += reading.problems.map { "\(entry.path): \($0)" }
        }

        /// Streamed to the parser, never held whole (450,000 failures are 50 MB of JUnit): its
        /// first 64 KiB are read ahead and checked for entities, then handed on first.
        mutating func readJUnit(_ entry: ArchiveReader.Entry, from reader: ArchiveReader) throws {
            guard fits(entry, limit: maximumJUnitSize, problems: &problems) else { return }
            var head = [UInt8](repeating: 0, count: 64 * 1024)
            var headCount = 0
            while headCount < head.count {
                let count = try head.withUnsafeMutableBytes { try reader.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[headCount...])) }
                if count == 0 { break }
                headCount += count
            }
            head.removeSubrange(headCount...)
            do {
                try JUnitReader.refuseEntities(head, name: entry.path)
                var offset = 0
                junitReports.append(try JUnitReader(evidencePath: entry.path).read(name: entry.path) { buffer in
                    guard offset < head.count else { return try reader.read(into: buffer) }
                    let count = min(buffer.count, head.count - offset)
                    head.withUnsafeBytes { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[offset..<offset + count])) }
                    offset += count
                    return count
                })
            } catch let error as EvidenceError {
                problems.append(error.message)
            }
        }

        mutating func readRecords(_ entry: ArchiveReader.Entry, from reader: ArchiveReader) throws {
            let records = RegistrationRecordReader(evidencePath: entry.path)
            try reader.readData { records.consume($0) }
            let reading = records.finish()
            registrations += reading.records
            problems += reading.problems.map { "\(entry.path): \($0)" }
        }

        mutating func readPlist(_ entry: ArchiveReader.Entry, from reader: ArchiveReader) throws {
            guard let data = try wholeEntry(reader, entry, limit: maximumPlistSize, problems: &problems) else { return }
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

        /// A checkout's file, kept for the report's excerpts within `ArchivedSources`' bounds (the
        /// rest is only hashed).
        mutating func readSource(_ entry: ArchiveReader.Entry, from reader: ArchiveReader) throws {
            guard entry.size <= ArchivedSources.maximumFileSize, sources.totalSize + entry.size <= ArchivedSources.maximumTotalSize else { return }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(Int(entry.size))
            try reader.readData { bytes += $0 }
            sources.add(repositoryPath: String(entry.path.dropFirst("sources/".count)), bytes: bytes)
        }

        /// Files collect left out because they hold secrets it could not redact: say so, since what
        /// they held (a bundle's database, say) is missing from what follows.
        mutating func noteUnredactable(_ skipped: [SkippedInput]) {
            for skipped in skipped {
                if case .unredactableSecrets(let reason) = skipped.reason {
                    problems.append("\(skipped.path) was left out when collected: \(reason).")
                }
            }
        }

        /// Every reader's report, the result bundles' (read now, from the objects held) first.
        mutating func reports() throws -> [TestRunReport] {
            var reports: [TestRunReport] = []
            for bundle in bundles.bundles {
                do {
                    let document = try XCResultReader().read(storage: bundle)
                    problems += document.refusals
                    reports.append(document.testRunReport())
                } catch let error as EvidenceError {
                    // The reader's messages mostly name the bundle already.
                    problems.append(error.path == bundle.bundlePath ? error.message : "\(bundle.bundlePath): \(error.message)")
                }
            }
            return reports + logReports + junitReports
        }
    }

    /// Whether the entry is within what its kind reads; a larger one is named in `problems`.
    private static func fits(_ entry: ArchiveReader.Entry, limit: Int64, problems: inout [String]) -> Bool {
        guard entry.size <= limit else {
            problems.append("\(entry.path) is \(entry.size) bytes, larger than the \(limit >> 20) MiB read for its kind; not read.")
            return false
        }
        return true
    }

    private static func wholeEntry(_ reader: ArchiveReader, _ entry: ArchiveReader.Entry, limit: Int64, problems: inout [String]) throws -> Data? {
        guard fits(entry, limit: limit, problems: &problems) else { return nil }
        var data = Data()
        data.reserveCapacity(Int(entry.size))
        try reader.readData { data.append(contentsOf: $0) }
        return data
    }
}
