@testable import EvidenceArchive
@testable import EvidenceRun
@testable import EvidenceCore
@testable import EvidenceReaders
@testable import EvidenceRedaction
import EvidenceTestSupport
import Foundation
import Testing

/// Secrets in a result bundle's typed objects (a failure message quoting a token) are masked in
/// place — same length, so the object still parses — and never reach the archive.
@Suite struct TypedObjectRedactionTests {
    /// Every rule's triggering example: the span the redactor replaces is masked with `*`, byte for
    /// byte, and nothing else changes.
    @Test(arguments: SecretRedactorTests.triggering)
    func maskingKeepsEveryLength(_ example: RedactionExample) {
        let input = Array(example.input.utf8)
        let expected = Array(example.expected.utf8)
        let prefix = zip(input, expected).prefix { $0 == $1 }.count
        let suffix = zip(input.reversed(), expected.reversed()).prefix { $0 == $1 }.count
        var wanted = input
        for index in prefix..<(input.count - suffix) { wanted[index] = UInt8(ascii: "*") }
        var masked = input
        let counts = masked.withUnsafeMutableBytes { SecretMasker.mask($0) }
        #expect(masked == wanted, "\(String(decoding: masked, as: UTF8.self))")
        #expect(counts == [example.kind: 1])
    }

    @Test func aPrivateKeyBodyIsMasked() {
        var text = Array("key: -----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIBYr\n-----END EC PRIVATE KEY----- done".utf8)
        let counts = text.withUnsafeMutableBytes { SecretMasker.mask($0) }
        #expect(String(decoding: text, as: UTF8.self) == "key: -----BEGIN EC PRIVATE KEY-----" + String(repeating: "*", count: 14) + "-----END EC PRIVATE KEY----- done")
        #expect(counts == [.privateKey: 1])
    }

    static let failure = #"XCTAssertEqual failed: ("Bearer s3cr3tT0kenValue42") is not equal to ("ghp_1234567890abcdefghijABCDEFGHIJ123456")"#

    /// Collects a bundle whose failure message holds two secrets, its objects raw or compressed.
    func collectBundle(compressingObjects: Bool) throws -> (archive: String, manifest: Manifest) {
        let directory = try TemporaryDirectory()
        let synthetic = try SyntheticXCResult(at: directory.path("in/Secret.xcresult"))
        try synthetic.writeTestRun(tests: [("testToken()", "Failure", Self.failure)])
        if compressingObjects {
            let data = synthetic.path + "/Data"
            for name in try FileManager.default.contentsOfDirectory(atPath: data) where name.hasPrefix("data.") {
                let raw = try Data(contentsOf: URL(fileURLWithPath: "\(data)/\(name)"))
                var compressed: [UInt8] = []
                let writer = try ZstdWriter(sink: ClosureSink { compressed.append(contentsOf: $0) }, threads: 1)
                try raw.withUnsafeBytes { try writer.write($0) }
                try writer.finish()
                try Data(compressed).write(to: URL(fileURLWithPath: "\(data)/\(name)"))
            }
        }
        let archive = directory.path("run.tar")
        let result = try Collector.collectForTests([directory.path("in")], into: archive, compression: .none)
        // Keep the archive past the directory's cleanup.
        let kept = FileManager.default.temporaryDirectory.appendingPathComponent("typed-\(UUID().uuidString).tar").path
        try FileManager.default.copyItem(atPath: archive, toPath: kept)
        return (kept, result.manifest)
    }

    @Test(arguments: [false, true])
    func secretsInAFailureMessageNeverReachTheArchive(compressingObjects: Bool) throws {
        let (archive, manifest) = try collectBundle(compressingObjects: compressingObjects)
        defer { try? FileManager.default.removeItem(atPath: archive) }
        #expect(manifest.redactions.byRule["bearer-token"] == 1)
        #expect(manifest.redactions.byRule["github-token"] == 1)
        // Not in the tar, nor in any object decompressed.
        var texts: [[UInt8]] = [Array(try Data(contentsOf: URL(fileURLWithPath: archive)))]
        let reader = try ArchiveReader(path: archive)
        while try reader.nextEntry() != nil {
            var bytes: [UInt8] = []
            try reader.readData { bytes.append(contentsOf: $0) }
            texts.append(bytes.starts(with: ZstdDecoder.frameMagic) ? try ZstdDecoder().decompress(bytes, limit: 1 << 24) : bytes)
        }
        for text in texts {
            #expect(!ByteSearch.contains(text, "s3cr3tT0kenValue42") && !ByteSearch.contains(text, "ghp_1234567890"))
        }
        // The bundle still reads, and says where the secrets were.
        let documents = try XCResultReader(preference: .objectStore).read(archivePath: archive)
        let message = try #require(documents.first?.runs.first?.issues.first?.message)
        #expect(message == #"XCTAssertEqual failed: ("Bearer "# + String(repeating: "*", count: 18) + #"") is not equal to (""# + String(repeating: "*", count: 40) + #"")"#)
    }
}

/// Xcode 16 and later keep failure messages in the bundle's `database.sqlite3`: a secret there is
/// redacted, and the old text does not linger in the database's free space.
@Suite struct ResultDatabaseRedactionTests {
    static let secret = "Authorization: Bearer s3cr3tT0kenValue42 and password=hunter2sekret"

    /// A fixture bundle under `in/` whose database has been changed by `sql`.
    static func seededBundle(_ sql: String, in directory: TemporaryDirectory) throws {
        let bundle = directory.path("in/Seeded.xcresult")
        try FileManager.default.createDirectory(atPath: directory.path("in"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.fixture("xcresult/xcresultparser__test.xcresult"), toPath: bundle)
        let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: bundle + "/database.sqlite3")))
        let seeding = try SQLiteDatabase(bytes: original, name: "seed", writable: true)
        try seeding.execute(sql)
        try Data(try seeding.serialized()).write(to: URL(fileURLWithPath: bundle + "/database.sqlite3"))
    }

    @Test(.requiresSharedFixtures) func secretsInTheDatabaseNeverReachTheArchive() throws {
        let directory = try TemporaryDirectory()
        // The first test issue's messages hold secrets.
        try Self.seededBundle("UPDATE TestIssues SET compactDescription = 'failed - \(Self.secret)', detailedDescription = 'failed - \(Self.secret)' WHERE rowid = 1", in: directory)

        let archive = directory.path("run.tar")
        let result = try Collector.collectForTests([directory.path("in")], into: archive, compression: .none)
        #expect(result.manifest.redactions.byRule["authorization-header"] == 2)
        #expect(result.manifest.redactions.byRule["password"] == nil)  // inside the header's value
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: archive)))
        #expect(!ByteSearch.contains(bytes, "s3cr3tT0kenValue42") && !ByteSearch.contains(bytes, "hunter2sekret"))
        let document = try #require(try XCResultReader().read(archivePath: archive).first)
        let messages = document.runs.flatMap(\.issues).map(\.message)
        #expect(messages.contains { $0.contains("Authorization: [REDACTED:authorization-header]") })
    }

    /// A key/value row whose key names a secret (`UserInfoKeyValues`: `API_TOKEN` beside its
    /// `stringValue`) has its value redacted whole; other rows stay as they are.
    @Test(.requiresSharedFixtures) func aValueNamedByItsKeyColumnIsRedacted() throws {
        let directory = try TemporaryDirectory()
        try Self.seededBundle("""
            INSERT INTO UserInfos(rowid) VALUES (900);
            INSERT INTO UserInfoKeyValues(key, stringValue, userInfo_fk) VALUES ('API_TOKEN', 's3cr3tT0kenValue42', 900), ('build', 'nightly', 900);
            """, in: directory)
        let archive = directory.path("run.tar")
        let result = try Collector.collectForTests([directory.path("in")], into: archive, compression: .none)
        #expect(result.manifest.redactions.byRule["token"] == 1)
        #expect(result.manifest.skipped.isEmpty)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: archive)))
        #expect(!ByteSearch.contains(bytes, "s3cr3tT0kenValue42") && ByteSearch.contains(bytes, "nightly"))
    }

    /// A database that cannot be redacted (a secret in a blob) is left out, named in the manifest,
    /// and triage says so beside what it could not read.
    @Test(.requiresSharedFixtures) func anUnredactableDatabaseIsLeftOutAndTriageSaysSo() throws {
        let directory = try TemporaryDirectory()
        try Self.seededBundle("CREATE TABLE Extra(data BLOB); INSERT INTO Extra VALUES(CAST('password=hunter2sekret' AS BLOB))", in: directory)
        let archive = directory.path("run.tgz")
        let result = try Collector.collectForTests([directory.path("in")], into: archive)
        let skipped = try #require(result.manifest.skipped.first { $0.path.hasSuffix("database.sqlite3") })
        #expect(skipped.reason.sentence.contains("a secret in a blob of Extra.data"))
        #expect(!result.manifest.entries.contains { $0.path.hasSuffix("database.sqlite3") })
        let input = try ArchiveEvidenceReader.read(archivePath: archive)
        #expect(input.readProblems.contains { $0.hasSuffix("Seeded.xcresult/database.sqlite3 was left out when collected: \(skipped.reason).") })
    }

    /// Twice the same bytes: the rewritten database is part of a reproducible archive.
    @Test(.requiresSharedFixtures) func theRewrittenDatabaseIsTheSameEveryTime() throws {
        let directory = try TemporaryDirectory()
        let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture("xcresult/xcresultparser__test.xcresult/database.sqlite3"))))
        let seeding = try SQLiteDatabase(bytes: original, name: "seed", writable: true)
        try seeding.execute("UPDATE TestIssues SET detailedDescription = 'token=abcdef123456' WHERE rowid = 1")
        let path = try directory.write("database.sqlite3", Data(try seeding.serialized()))
        guard case .rewritten(let first, let counts)? = try ResultDatabaseBlob.outcome(file: ListedFile(path: path), storedSize: Int64(original.count), head: try FileReader.prefix(of: path, count: ResultDatabaseBlob.header.count)),
            case .rewritten(let second, _)? = try ResultDatabaseBlob.outcome(file: ListedFile(path: path), storedSize: Int64(original.count), head: try FileReader.prefix(of: path, count: ResultDatabaseBlob.header.count))
        else {
            Issue.record("the database was not redacted")
            return
        }
        #expect(first == second)
        #expect(counts == [.tokenPair: 1])
        #expect(try ResultDatabaseBlob.outcome(file: ListedFile(path: TestPaths.fixture("xcresult/xcresultparser__test.xcresult/database.sqlite3")), storedSize: Int64(original.count), head: try FileReader.prefix(of: TestPaths.fixture("xcresult/xcresultparser__test.xcresult/database.sqlite3"), count: ResultDatabaseBlob.header.count)) == nil)
    }
}
