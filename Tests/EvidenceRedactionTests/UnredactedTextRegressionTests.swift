@testable import EvidenceArchive
@testable import EvidenceRun
@testable import EvidenceCore
@testable import EvidenceHistory
@testable import EvidenceReaders
@testable import EvidenceRedaction
import EvidenceTestSupport
@testable import EvidenceTriage
import Foundation
import Testing

/// Issue 12, items 2 and 3, one reproduction each: text that reached the archive with no redaction
/// at all, and a harmless line that made redaction drop test failures. Each runs the real `collect`
/// (or the rewriter collect runs) on real files.
@Suite struct UnredactedTextRegressionTests {
    static let secret = "ghp_1234567890abcdefghijABCDEFGHIJ123456"
    static let needle = "1234567890abcdefghij"

    /// Collects `inputs` and returns the manifest and every archived entry's bytes (zstd blobs
    /// decompressed).
    func collect(_ inputs: [String], in directory: TemporaryDirectory, environment: [String: String] = [:]) throws -> (Manifest, [(path: String, bytes: [UInt8])]) {
        let output = directory.path("run.tgz")
        let result = try Collector.collect(CollectRequest(
            inputs: inputs.map { .init(path: $0) }, output: output, commit: String(repeating: "0", count: 40), environment: environment,
            workingDirectory: directory.path("")))
        return (result.manifest, try SecretCorpusTests.archivedTexts(output))
    }

    func expectNoLeak(_ texts: [(path: String, bytes: [UInt8])], _ needle: String = needle, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for text in texts {
            #expect(!ByteSearch.contains(text.bytes, needle), "\(text.path) leaks", sourceLocation: sourceLocation)
        }
    }

    func bundle(in directory: TemporaryDirectory) throws -> SyntheticXCResult {
        let bundle = try SyntheticXCResult(at: directory.path("in/Run.xcresult"))
        try bundle.writeTestRun(tests: [("testSync()", "Failure", "XCTAssertTrue failed")])
        return bundle
    }

    @Test(arguments: [false, true])
    func aBundleTextBlobStartingWithABracketIsRedacted(compressed: Bool) throws {
        let directory = try TemporaryDirectory()
        let bundle = try bundle(in: directory)
        let text = Array("[Sync] 09:14:03 using token=\(Self.secret)\n[Sync] done\n".utf8)
        try Data(compressed ? try BundleRedactionEdgeTests.zstd(text) : text).write(to: URL(fileURLWithPath: bundle.path + "/Data/data.0~console"))
        let (manifest, texts) = try collect([bundle.path], in: directory)
        expectNoLeak(texts)
        #expect(manifest.redactions.total >= 1)
        #expect(manifest.skipped.isEmpty)
    }

    @Test func textWithANULInItsFirstKilobytesIsRedacted() throws {
        let directory = try TemporaryDirectory()
        let bundle = try bundle(in: directory)
        let text = Array("session log\n".utf8) + [0] + Array("\nAuthorization: Bearer \(Self.secret)\n".utf8)
        try Data(text).write(to: URL(fileURLWithPath: bundle.path + "/Data/data.0~session"))
        let (manifest, texts) = try collect([bundle.path], in: directory)
        expectNoLeak(texts)
        #expect(manifest.redactions.total >= 1)
    }

    /// A stray NUL leaves text text; random bytes (an attachment of unknown kind, with a NUL in
    /// every 256 bytes) stay binary and are stored untouched.
    @Test func strayNULsAreTextRandomBytesAreNot() {
        var random = SeededGenerator(seed: 7)
        let noise = (0..<8192).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        #expect(!EvidenceRecognizer.isRedactableText(noise))
        let log = Array(String(repeating: "Test Case 'x' passed (0.001 seconds).\n", count: 200).utf8)
        #expect(EvidenceRecognizer.isRedactableText(log + [0, 0] + log))
        #expect(EvidenceRecognizer.isRedactableText(Array("\u{1B}[31merror\u{1B}[0m token=x\n".utf8)))
    }

    /// A UTF-16 log is stored as UTF-8, redacted like any log; other UTF-16 text (a `.strings`
    /// file) with a secret is left out and named, and one without is archived as it is.
    @Test(arguments: [(false, true), (true, true), (false, false)])
    func aUTF16LogIsStoredRedactedOtherUTF16TextWithASecretIsLeftOut(bigEndian: Bool, byteOrderMark: Bool) throws {
        let directory = try TemporaryDirectory()
        let text = "Test Suite 'All tests' started\npassword=\(Self.secret) é 🔑\nall done\n"
        let log = try directory.write("in/tool-output.log", Data(TestInput.utf16(text, bigEndian: bigEndian, byteOrderMark: byteOrderMark)))
        let leaking = try directory.write("in/Localizable.strings", Data(TestInput.utf16("\"sync\" = \"password=\(Self.secret)\";\n", bigEndian: bigEndian, byteOrderMark: byteOrderMark)))
        let clean = try directory.write("in/InfoPlist.strings", Data(TestInput.utf16("\"CFBundleName\" = \"App\";\n", bigEndian: bigEndian, byteOrderMark: byteOrderMark)))
        let (manifest, texts) = try collect([log, leaking, clean], in: directory)
        expectNoLeak(texts)
        // Named relative to its input (the file itself).
        let skipped: [String] = manifest.skipped.map { $0.path }
        #expect(skipped == ["Localizable.strings"])
        #expect(manifest.skipped.first?.reason.sentence.contains("UTF-16") == true)
        #expect(manifest.entries.contains { $0.path == "other/InfoPlist.strings" })
        let stored = try #require(texts.first { $0.path == "logs/tool-output.log" })
        #expect(String(decoding: stored.bytes, as: UTF8.self).hasPrefix("Test Suite 'All tests' started\npassword=[REDACTED:"))
        #expect(String(decoding: stored.bytes, as: UTF8.self).hasSuffix("] é 🔑\nall done\n"))
    }

    /// Issue 12: a log with a stray NUL, or in UTF-16 (with or without a byte-order mark), found
    /// while walking a directory was skipped as "not recognised as evidence" — lost, while the same
    /// file named on the command line was kept. Found or named, it is now the same log: archived
    /// under logs/, redacted, and read by triage.
    @Test(arguments: [(false, true, "xcodebuild.log"), (true, true, "xcodebuild.log"), (false, false, "xcodebuild-test.txt"), (true, false, "console")])
    func aUTF16OrNULLogFoundInADirectoryIsCollectedAsWhenNamed(bigEndian: Bool, byteOrderMark: Bool, name: String) throws {
        let directory = try TemporaryDirectory()
        let token = "tk\(Self.needle)XYZ"
        let xcodebuild = Self.failingRun(after: "    export API_TOKEN\\=\(token)", count: 3)
        let utf16 = try directory.write("in/\(name)", Data(TestInput.utf16(xcodebuild, bigEndian: bigEndian, byteOrderMark: byteOrderMark)))
        // A crashing process's output: a NUL in the first 8 KiB, and a secret after it.
        let crashed = Self.failingRun(after: "curl -H 'Authorization: Bearer \(Self.secret)'", count: 2).replacingOccurrences(of: "KeyTests", with: "SyncTests")
        let firstLine = try #require(crashed.firstIndex(of: "\n"))
        let withNUL = Array(crashed[...firstLine].utf8) + [0, 0x0A] + Array(crashed[crashed.index(after: firstLine)...].utf8)
        let nul = try directory.write("in/nested/test-output.log", Data(withNUL))

        let walked = directory.path("walked.tgz")
        let found = try Collector.collectForTests([directory.path("in")], into: walked)
        let named = try Collector.collectForTests([utf16, nul], into: directory.path("named.tgz"))
        let stem = DiscoveryNames.splitExtension(name)
        let paths: [String] = ["logs/\(stem.stem)\(stem.ext)", "logs/test-output.log"].sorted()
        let foundPaths: [String] = found.manifest.entries.map { $0.path }.sorted()
        #expect(foundPaths == paths)
        #expect(found.manifest.skipped.isEmpty)
        // The same bytes whichever way the files came in.
        let foundHashes: [String: String] = Dictionary(uniqueKeysWithValues: found.manifest.entries.map { ($0.path, $0.sha256) })
        let namedHashes: [String: String] = Dictionary(uniqueKeysWithValues: named.manifest.entries.map { ($0.path, $0.sha256) })
        #expect(foundHashes == namedHashes)
        #expect(try ArchiveVerifier.verify(archivePath: walked).problems.isEmpty)

        let texts = try SecretCorpusTests.archivedTexts(walked)
        expectNoLeak(texts)
        let logPath = "logs/\(stem.stem)\(stem.ext)"
        let stored = try #require(texts.first { $0.path == logPath })
        let log = String(decoding: stored.bytes, as: UTF8.self)
        #expect(log.contains("export API_TOKEN\\=[REDACTED:token]"))
        #expect(log.contains("Test Case '-[AppTests.KeyTests test3]' failed"))
        #expect(found.manifest.redactions.total == 2)
        let triage = Triage.run(try ArchiveEvidenceReader.read(archivePath: walked))
        let failed: [String] = triage.failures.map { $0.test.id.description }.sorted()
        #expect(failed == [
            "AppTests.KeyTests/test1", "AppTests.KeyTests/test2", "AppTests.KeyTests/test3", "AppTests.SyncTests/test1", "AppTests.SyncTests/test2",
        ])
    }

    /// A `.log` of random bytes is no text to redact or read: stored as it is, under other/, found
    /// in a directory or named (a `.log` is evidence by its name; see docs/security.md).
    @Test func aBinaryDotLogIsStoredAsItIsFoundOrNamed() throws {
        let directory = try TemporaryDirectory()
        var random = SeededGenerator(seed: 12)
        let noise = (0..<20_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let path = try directory.write("in/core.log", Data(noise))
        for input in [directory.path("in"), path] {
            let output = directory.path("run-\(input.count).tgz")
            let result = try Collector.collectForTests([input], into: output)
            let paths: [String] = result.manifest.entries.map { $0.path }
            #expect(paths == ["other/core.log"])
            #expect(result.manifest.skipped.isEmpty)
            let stored: [UInt8]? = try SecretCorpusTests.archivedTexts(output).first { $0.path == "other/core.log" }?.bytes
            #expect(stored == noise)
        }
    }

    /// The decoder agrees with Foundation's on text with surrogate pairs, fed a byte at a time.
    @Test func theUTF16DecoderSurvivesAnyChunking() {
        let text = "token=abc 🔑 é\nnext"
        let bytes = TestInput.utf16(text)
        for chunk in [1, 2, 3, 5] {
            var decoder = UTF16Decoding.Decoder(order: .littleEndian)
            var output: [UInt8] = []
            var start = 0
            while start < bytes.count {
                bytes[start..<min(start + chunk, bytes.count)].withUnsafeBytes { decoder.decode($0, into: &output) }
                start += chunk
            }
            #expect(String(decoding: output, as: UTF8.self) == text, "chunk \(chunk)")
        }
    }

    @Test func aBinaryPlistTheParserRejectsIsLeftOut() throws {
        let directory = try TemporaryDirectory()
        // A binary plist's magic, then a string holding a secret and no valid trailer.
        let bytes = Array("bplist00".utf8) + [0x5F, 0x10, 0x28] + Array(Self.secret.utf8) + [0x08, 0x00]
        let path = try directory.write("in/App.app/Info.plist", Data(bytes))
        let (manifest, texts) = try collect([path], in: directory)
        expectNoLeak(texts)
        #expect(manifest.skipped.map(\.path) == [URL(fileURLWithPath: path).lastPathComponent])
        #expect(manifest.skipped.first?.reason.sentence.contains("does not parse") == true)
    }

    /// A token cut in two by an overflow page of a database over 8 MiB: the raw bytes hold it in
    /// two pieces, its value whole. Found value by value, the database is left out.
    @Test func aLargeDatabaseWithATokenAcrossAnOverflowPageIsLeftOut() throws {
        func database(offset: Int, filler: Int) throws -> [UInt8] {
            let database = try SQLiteDatabase(bytes: [], name: "large", writable: true)
            try database.execute("PRAGMA page_size = 1024; VACUUM; CREATE TABLE Messages(id INTEGER PRIMARY KEY, text TEXT); CREATE TABLE Payload(data BLOB)")
            let insert = try database.prepare("INSERT INTO Messages(text) VALUES (?1)")
            try insert.bind(textBytes: Array((String(repeating: "x", count: offset) + " " + Self.secret + " " + String(repeating: "y", count: 3000)).utf8), at: 1)
            _ = try insert.step()
            if filler > 0 { try database.execute("INSERT INTO Payload(data) VALUES (zeroblob(\(filler)))") }
            return try database.serialized()
        }
        func rawCounts(_ bytes: [UInt8]) throws -> [SecretKind: Int] {
            let directory = try TemporaryDirectory()
            let path = try directory.write("raw.sqlite3", Data(bytes))
            return try StreamedSecretScan.counts(file: ListedFile(path: path), storedSize: Int64(bytes.count), decompressing: false) { _ in true } ?? [:]
        }
        // An offset where the raw bytes hide the token: it straddles a page boundary.
        var straddling: Int?
        for offset in stride(from: 900, to: 2200, by: 11) where try rawCounts(try database(offset: offset, filler: 0)).isEmpty {
            straddling = offset
            break
        }
        let offset = try #require(straddling)
        let large = try database(offset: offset, filler: 9 << 20)
        #expect(large.count > ResultDatabaseBlob.maximumDatabaseSize)
        #expect(try rawCounts(large).isEmpty)
        let (stored, outcome) = try BundleRedactionEdgeTests.archivedDatabase(large)
        #expect(stored.isEmpty)
        guard case .leftOut(let reason)? = outcome else {
            Issue.record("a large database holding a secret must be left out, got \(String(describing: outcome))")
            return
        }
        #expect(reason.contains("over 8 MiB"))
    }

    @Test func theManifestsRunURLNeverHoldsCredentials() throws {
        let directory = try TemporaryDirectory()
        let log = try directory.write("in/xcodebuild-test.log", "Test Suite 'All tests' started\n** TEST FAILED **\n")
        let environment = ["GITLAB_CI": "true", "CI_JOB_URL": "https://admin:pw0rdS3cr3tValue@gitlab.example.com/app/-/jobs/42", "CI_JOB_NAME": "test"]
        let (manifest, texts) = try collect([log], in: directory, environment: environment)
        #expect(manifest.ci?.runURL == "https://admin:[REDACTED:url-credentials]@gitlab.example.com/app/-/jobs/42")
        #expect(manifest.redactions.byRule["url-credentials"] == 1)
        expectNoLeak(texts, "pw0rdS3cr3tValue")
    }

    /// A secret in a file name is redacted in the archive's paths and the manifest, the extension
    /// kept; two names that become one are told apart, the same way every time.
    @Test func secretsInFileNamesAreRedacted() throws {
        let directory = try TemporaryDirectory()
        let first = try directory.write("in/ci-\(Self.secret).log", "Test Suite 'All tests' started\n")
        let second = try directory.write("in/ci-ghp_abcdefghijabcdefghijABCDEFGHIJ654321.log", "Test Suite 'All tests' started\n")
        let (manifest, texts) = try collect([directory.path("in")], in: directory)
        let encoded = String(decoding: try manifest.encoded(), as: UTF8.self)
        #expect(!encoded.contains(Self.needle) && !encoded.contains("abcdefghijabcdefghij"))
        let paths = Set(manifest.entries.map(\.path))
        #expect(paths == ["logs/ci-[REDACTED:github-token].log", "logs/ci-[REDACTED:github-token]-2.log"], "\(paths)")
        #expect(texts.allSatisfy { !$0.path.contains(Self.needle) })
        _ = (first, second)
    }

    /// A token joined by `_` to the words before it (the audit's `build_ghp_…`), and one after a
    /// word the rules read as a key-like prefix, in a file name: redacted from the `_` on; a name
    /// with `_` and no secret keeps its name.
    @Test func aTokenJoinedByAnUnderscoreInAFileNameIsRedacted() {
        #expect(SecretFileNames.redacted("logs/build_ghp_abcdefghijabcdefghijABCDEFGHIJ654321.log").path == "logs/build_[REDACTED:github-token].log")
        #expect(SecretFileNames.redacted("logs/App_UITests_npm_abcdefghijabcdefghijABCDEFGHIJ6543.log").path == "logs/App_UITests_[REDACTED:npm-token].log")
        #expect(SecretFileNames.redacted("logs/App_UITests_run_2.log").counts.isEmpty)
        #expect(SecretFileNames.redacted("xcresult/Test-App-2026.11.20_09-14-03-+0000.xcresult").counts.isEmpty)
    }

    // MARK: - Item 3: a line that mentions a key header loses nothing

    static func failingRun(after line: String, count: Int) -> String {
        var log = "Test Suite 'All tests' started at 2026-11-20 09:14:03.120.\nTest Suite 'KeyTests' started at 2026-11-20 09:14:03.120.\n"
        log += line + "\n"
        for index in 1...count {
            log += "Test Case '-[AppTests.KeyTests test\(index)]' started.\n"
            log += "/Users/ci/App/KeyTests.swift:\(index): error: -[AppTests.KeyTests test\(index)] : XCTAssertTrue failed\n"
            log += "Test Case '-[AppTests.KeyTests test\(index)]' failed (0.001 seconds).\n"
        }
        return log + "Test Suite 'KeyTests' failed at 2026-11-20 09:14:04.000.\n** TEST FAILED **\n"
    }

    @Test(arguments: ["-----BEGIN RSA PRIVATE KEY-----", "echo '-----BEGIN RSA PRIVATE KEY-----' > key.pem", "-----BEGIN PGP PRIVATE KEY BLOCK-----"])
    func aMentionedKeyHeaderDropsNoFailure(line: String) throws {
        let directory = try TemporaryDirectory()
        let log = try directory.write("in/xcodebuild-test.log", Self.failingRun(after: line, count: 150))
        let output = directory.path("run.tgz")
        let result = try Collector.collectForTests([log], into: output)
        #expect(result.manifest.redactions.total == 0)
        let triage = Triage.run(try ArchiveEvidenceReader.read(archivePath: output))
        #expect(triage.failures.count == 150)
    }

    /// A 16,384-bit RSA key (about 200 lines of base64) loses its whole body, and the failures
    /// after it are all still there.
    @Test func aSixteenThousandBitKeyIsFullyRedacted() throws {
        var random = SeededGenerator(seed: 16384)
        let body = (0..<200).map { _ in SecretCorpusTests.value("B", 64, &random) }
        let key = "-----BEGIN RSA PRIVATE KEY-----\n" + body.joined(separator: "\n") + "\n-----END RSA PRIVATE KEY-----"
        let directory = try TemporaryDirectory()
        let log = try directory.write("in/xcodebuild-test.log", Self.failingRun(after: key, count: 20))
        let output = directory.path("run.tgz")
        let result = try Collector.collectForTests([log], into: output)
        #expect(result.manifest.redactions.byRule["private-key"] == 1)
        let texts = try SecretCorpusTests.archivedTexts(output)
        for line in body {
            #expect(!texts.contains { ByteSearch.contains($0.bytes, line) })
        }
        #expect(Triage.run(try ArchiveEvidenceReader.read(archivePath: output)).failures.count == 20)
    }
}
