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
        var found = Evidence(bundles: XCResultArchiveStorage.Collection(temporaryDirectory: temporaryDirectory), temporaryDirectory: temporaryDirectory)
        // Verify's own reading, so `verified` says what verify would.
        let (manifest, check): (Manifest, ManifestCheck)
        do {
            (manifest, check) = try ArchiveVerifier.readEntries(reader, archivePath: archivePath) { entry in
                try found.take(entry, from: reader)
            }
            try found.mergeWaiting()
        } catch {
            found.stopLogs()
            throw error
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
        let temporaryDirectory: String
        /// What entries added, in the archive's order, waiting behind a log still parsed on its worker (the
        /// next entries are read meanwhile; a log's own entry holds its reading): merged as if each log had been
        /// read at once.
        var waiting: [(log: TestLogPipeline.Reading?, add: (inout Evidence) throws -> Void)] = []
        /// Logs parsed at once beside the reading of the archive: more would only share the same cores.
        static let logsReadAtOnce = 2

        init(bundles: XCResultArchiveStorage.Collection, temporaryDirectory: String) {
            self.bundles = bundles
            self.temporaryDirectory = temporaryDirectory
        }

        /// Adds what an entry gave now, or after the logs before it.
        mutating func merge(_ add: @escaping (inout Evidence) throws -> Void) rethrows {
            if waiting.isEmpty { try add(&self) } else { waiting.append((nil, add)) }
        }

        /// Merges what waits, in the archive's order, waiting for logs while more than `limit` are being parsed.
        mutating func mergeWaiting(whileMoreThan limit: Int = 0) throws {
            while let next = waiting.first, next.log == nil || waiting.count(where: { $0.log != nil }) > limit {
                waiting.removeFirst()
                try next.add(&self)
            }
        }

        mutating func stopLogs() {
            for log in waiting.compactMap(\.log) { log.stop() }
            waiting = []
        }

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
            try mergeWaiting(whileMoreThan: Self.logsReadAtOnce - 1)
            // Inflated and hashed here while another core parses; the next entries are read while it does.
            let log = TestLogReader(evidencePath: entry.path)
            let reading = try TestLogPipeline.start(log, size: entry.size, overflowDirectory: temporaryDirectory) { consume in
                try reader.readData { consume($0) }
            }
            waiting.append((reading, { found in
                do {
                    try found.add(log, report: reading.wait(), path: entry.path)
                } catch let error as EvidenceError {
                    // (Its batches could not be read back from the temporary file: said, and the rest still read.)
                    found.problems.append("\(entry.path) was not read: \(error.message)")
                }
            }))
        }

        mutating func add(_ log: TestLogReader, report: TestRunReport, path: String) {
            // A log that says nothing adds nothing to the merge; kept, 150,000 empty logs held
            // 55 MB of reports (and past 256 MB of address space while the array grew).
            if !report.tests.isEmpty || report.build != BuildOutcome() || !report.unattributedIssues.isEmpty { logReports.append(report) }
            for (id, lines) in log.taskLinesByTest { logLines[id, default: []] += lines }
            for (name, lines) in log.taskLinesByTestFullName { linesByTestFullName[name, default: []] += lines }
            take(log.runTaskLines, of: path)
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
            merge { found in
                found.take(reading.lines, of: entry.path)
                found.unifiedLogLines += reading.lines
                found.problems += reading.problems.map { "\(entry.path): \($0)" }
            }
        }

        /// Streamed to the parser, never held whole (450,000 failures are 50 MB of JUnit): its
        /// first 64 KiB are read ahead and checked for entities, then handed on first.
        mutating func readJUnit(_ entry: ArchiveReader.Entry, from reader: ArchiveReader) throws {
            if let refusal = tooLarge(entry, limit: maximumJUnitSize) { return merge { $0.problems.append(refusal) } }
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
                let report = try JUnitReader(evidencePath: entry.path).read(name: entry.path) { buffer in
                    guard offset < head.count else { return try reader.read(into: buffer) }
                    let count = min(buffer.count, head.count - offset)
                    head.withUnsafeBytes { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[offset..<offset + count])) }
                    offset += count
                    return count
                }
                merge { $0.junitReports.append(report) }
            } catch let error as EvidenceError {
                merge { $0.problems.append(error.message) }
            }
        }

        mutating func readRecords(_ entry: ArchiveReader.Entry, from reader: ArchiveReader) throws {
            let records = RegistrationRecordReader(evidencePath: entry.path)
            try reader.readData { records.consume($0) }
            let reading = records.finish()
            merge { found in
                found.registrations += reading.records
                found.problems += reading.problems.map { "\(entry.path): \($0)" }
            }
        }

        mutating func readPlist(_ entry: ArchiveReader.Entry, from reader: ArchiveReader) throws {
            if let refusal = tooLarge(entry, limit: maximumPlistSize) { return merge { $0.problems.append(refusal) } }
            var data = Data()
            data.reserveCapacity(Int(entry.size))
            try reader.readData { data.append(contentsOf: $0) }
            do {
                let plist = try AppInfoPlist.read(data: data, path: entry.path)
                // Only an app's plist speaks for the configuration (not, say, GoogleService-Info.plist).
                if plist.bundleIdentifier != nil || plist.permittedTaskIdentifiers != nil || plist.backgroundModes != nil {
                    merge { $0.plists.append(plist) }
                }
            } catch let error as EvidenceError {
                merge { $0.problems.append(error.message) }
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

    /// What is said of an entry larger than its kind reads (nil: it is within).
    private static func tooLarge(_ entry: ArchiveReader.Entry, limit: Int64) -> String? {
        entry.size <= limit ? nil : "\(entry.path) is \(entry.size) bytes, larger than the \(limit >> 20) MiB read for its kind; not read."
    }
}
