@testable import EvidenceArchive
@testable import EvidenceCore
@testable import EvidenceReaders
@testable import EvidenceRedaction
import CSQLite
import EvidenceTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Edge cases of redaction inside result bundles (typed objects, SQLite files), found by a second
/// reader: each states what must hold. "What is archived" is the rewritten bytes when the file is
/// rewritten, nothing when it is left out, else the file as it is.
@Suite struct BundleRedactionEdgeTests {
    static let secret = "ghp_1234567890abcdefghijABCDEFGHIJ123456"
    static let needle = "1234567890abcdefghij"

    // MARK: - Helpers

    /// A database built in memory from `sql` (secure_delete off, as a writer that is not us may have it).
    static func database(_ sql: String) throws -> [UInt8] {
        let database = try SQLiteDatabase(bytes: [], name: "review", writable: true)
        try database.execute("PRAGMA secure_delete = OFF; " + sql)
        return try database.serialized()
    }

    /// What collect would store for `bytes` as a bundle's database.sqlite3.
    /// (A database left out of the archive stores nothing.)
    static func archivedDatabase(_ bytes: [UInt8]) throws -> (stored: [UInt8], outcome: RewriteOutcome?) {
        let directory = try TemporaryDirectory()
        let path = try directory.write("database.sqlite3", Data(bytes))
        let outcome = try ResultDatabaseBlob.outcome(file: ListedFile(path: path), storedSize: Int64(bytes.count), head: try FileReader.prefix(of: path, count: ResultDatabaseBlob.header.count))
        switch outcome {
        case .rewritten(let rewritten, _)?: return (rewritten, outcome)
        case .leftOut?: return ([], outcome)
        case nil: return (bytes, nil)
        }
    }

    /// What collect would store for `bytes` as a bundle's Data/data.<id>.
    /// (`masked` is what was masked; nil when the file is stored as it is or left out.)
    static func archivedObject(_ bytes: [UInt8]) throws -> (stored: [UInt8], masked: (bytes: [UInt8], counts: [SecretKind: Int])?) {
        let directory = try TemporaryDirectory()
        let path = try directory.write("data.0~x", Data(bytes))
        switch try TypedObjectBlob.outcome(file: ListedFile(path: path), storedSize: Int64(bytes.count), head: try FileReader.prefix(of: path, count: ResultDatabaseBlob.header.count)) {
        case .rewritten(let masked, let counts)?: return (masked, (masked, counts))
        case .leftOut?: return ([], nil)
        case nil: return (bytes, nil)
        }
    }

    /// What a redacted database counted; nil when it was not rewritten.
    static func counts(_ outcome: RewriteOutcome?) -> [SecretKind: Int]? {
        if case .rewritten(_, let counts)? = outcome { return counts }
        return nil
    }

    static func zstd(_ bytes: [UInt8]) throws -> [UInt8] {
        var compressed: [UInt8] = []
        let writer = try ZstdWriter(sink: ClosureSink { compressed.append(contentsOf: $0) }, threads: 1)
        try bytes.withUnsafeBytes { try writer.write($0) }
        try writer.finish()
        return compressed
    }

    static func leaks(_ bytes: [UInt8], _ text: String = needle) -> Bool { ByteSearch.contains(bytes, text) }

    /// Expects `text` nowhere in `bytes` (without dumping the bytes when it is there).
    static func expectClean(_ bytes: [UInt8], _ text: String = needle, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let leaked = leaks(bytes, text)
        #expect(!leaked, "\(text) reaches the archive", sourceLocation: sourceLocation)
    }

    typealias S = SyntheticXCResult

    // MARK: - database.sqlite3: secrets that still reach the archive

    @Test func aWithoutRowidTableIsRedacted() throws {
        let bytes = try Self.database("""
            CREATE TABLE Attachments(name TEXT PRIMARY KEY, message TEXT) WITHOUT ROWID;
            INSERT INTO Attachments VALUES('a', 'failed: \(Self.secret)');
            """)
        Self.expectClean(try Self.archivedDatabase(bytes).stored)
    }

    @Test func textStoredAsABlobIsRedacted() throws {
        let bytes = try Self.database("""
            CREATE TABLE Logs(message);
            INSERT INTO Logs VALUES(CAST('failed: \(Self.secret)' AS BLOB));
            """)
        Self.expectClean(try Self.archivedDatabase(bytes).stored)
    }

    /// A table named like SQLite's own ("SQLiteIssues"; `LIKE 'sqlite_%'` would take it for one) is scanned.
    @Test func aTableWhoseNameStartsWithSQLiteIsRedacted() throws {
        let bytes = try Self.database("""
            CREATE TABLE SQLiteIssues(message TEXT);
            INSERT INTO SQLiteIssues VALUES('failed: \(Self.secret)');
            """)
        Self.expectClean(try Self.archivedDatabase(bytes).stored)
    }

    /// A row deleted before collect (by a writer without secure_delete) leaves its text in free
    /// pages: the raw scan sees it, and the rewrite (VACUUM) drops it, live secret or not.
    @Test(arguments: [true, false])
    func textOfDeletedRowsIsNotArchived(withLiveSecret: Bool) throws {
        let bytes = try Self.database("""
            CREATE TABLE TestIssues(message TEXT);
            INSERT INTO TestIssues VALUES('old: \(Self.secret) ' || hex(zeroblob(3000)));
            DELETE FROM TestIssues;
            INSERT INTO TestIssues VALUES('\(withLiveSecret ? "now: token=abcdef123456" : "clean")');
            """)
        #expect(Self.leaks(bytes))  // the seed really holds it
        let (stored, rewritten) = try Self.archivedDatabase(bytes)
        // Rewritten (VACUUM drops the deleted text) whether or not a live value has a secret.
        #expect(Self.counts(rewritten) == (withLiveSecret ? [.tokenPair: 1] : [:]))
        Self.expectClean(stored)
    }

    /// Our UPDATE fires the database's own triggers: one that keeps the old value puts it back, so
    /// the check after the update leaves the database out.
    @Test func anUpdateTriggerCannotKeepTheOldText() throws {
        let bytes = try Self.database("""
            CREATE TABLE TestIssues(message TEXT);
            CREATE TABLE Audit(old TEXT);
            CREATE TRIGGER keep AFTER UPDATE ON TestIssues BEGIN INSERT INTO Audit VALUES(old.message); END;
            INSERT INTO TestIssues VALUES('failed: \(Self.secret)');
            """)
        let (stored, outcome) = try Self.archivedDatabase(bytes)
        if case .leftOut? = outcome {} else { Issue.record("expected the database to be left out") }
        Self.expectClean(stored)
    }

    /// A column named rowid does not hide the real one (`_rowid_` is used).
    @Test func aColumnNamedRowidDoesNotHideTheRow() throws {
        let bytes = try Self.database("""
            CREATE TABLE T(rowid TEXT, message TEXT);
            INSERT INTO T VALUES('x', 'failed: \(Self.secret)');
            """)
        let (stored, rewritten) = try Self.archivedDatabase(bytes)
        #expect(rewritten != nil)
        Self.expectClean(stored)
    }

    /// A database SQLite cannot read whole (pages cut off the end, as when Xcode is killed mid-write)
    /// with a secret in its bytes is left out, never archived as it is.
    @Test func anUnreadableTableDoesNotLetTheOthersThrough() throws {
        var bytes = try Self.database("""
            CREATE TABLE A_Issues(message TEXT);
            INSERT INTO A_Issues VALUES('failed: \(Self.secret)');
            CREATE TABLE Z_Bulk(text TEXT);
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200)
                INSERT INTO Z_Bulk SELECT hex(zeroblob(500)) FROM n;
            """)
        bytes.removeLast(bytes.count / 2)
        #expect(Self.leaks(bytes))
        Self.expectClean(try Self.archivedDatabase(bytes).stored)
    }

    /// Values no longer unique once redacted make the UPDATE fail: the database is left out, and
    /// collect goes on.
    @Test func aConstraintOnTheColumnDoesNotFailCollect() throws {
        let bytes = try Self.database("""
            CREATE TABLE T(message TEXT UNIQUE);
            INSERT INTO T VALUES('token=aaaaaaaa1111'), ('token=bbbbbbbb2222');
            """)
        #expect(throws: Never.self) { _ = try Self.archivedDatabase(bytes) }
    }

    /// Xcode killed mid-run leaves database.sqlite3-wal beside the database: holding a secret, the
    /// -wal file is left out.
    @Test(.requiresSharedFixtures) func aWriteAheadLogBesideTheDatabaseIsNotArchivedWithItsSecret() throws {
        let directory = try TemporaryDirectory()
        let live = directory.path("live/Seeded.xcresult")
        try FileManager.default.createDirectory(atPath: directory.path("live"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.fixture("xcresult/xcresultparser__test.xcresult"), toPath: live)
        var connection: OpaquePointer?
        #expect(sqlite3_open(live + "/database.sqlite3", &connection) == SQLITE_OK)
        defer { sqlite3_close(connection) }
        let sql = "PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0; UPDATE TestIssues SET compactDescription = 'failed - \(Self.secret)' WHERE rowid = 1;"
        #expect(sqlite3_exec(connection, sql, nil, nil, nil) == SQLITE_OK)
        #expect(FileManager.default.fileExists(atPath: live + "/database.sqlite3-wal"))
        // The bundle as the killed run left it.
        try FileManager.default.createDirectory(atPath: directory.path("in"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: live, toPath: directory.path("in/Seeded.xcresult"))
        try? FileManager.default.removeItem(atPath: directory.path("in/Seeded.xcresult/database.sqlite3-shm"))

        let archive = directory.path("run.tar")
        _ = try Collector.collectForTests([directory.path("in")], into: archive, compression: .none)
        Self.expectClean([UInt8](try Data(contentsOf: URL(fileURLWithPath: archive))))
    }

    /// A database left in WAL mode (header bytes 18–19 = 2, log checkpointed, no -wal file) with a
    /// secret in it is opened in memory as a rollback one and redacted; collect does not fail.
    @Test(.requiresSharedFixtures) func aDatabaseInWALModeIsRedacted() throws {
        let directory = try TemporaryDirectory()
        let bundle = directory.path("in/Seeded.xcresult")
        try FileManager.default.createDirectory(atPath: directory.path("in"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.fixture("xcresult/xcresultparser__test.xcresult"), toPath: bundle)
        var connection: OpaquePointer?
        #expect(sqlite3_open(bundle + "/database.sqlite3", &connection) == SQLITE_OK)
        let sql = "PRAGMA journal_mode = WAL; UPDATE TestIssues SET compactDescription = 'failed - \(Self.secret)' WHERE rowid = 1; PRAGMA wal_checkpoint(TRUNCATE);"
        #expect(sqlite3_exec(connection, sql, nil, nil, nil) == SQLITE_OK)
        sqlite3_close(connection)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: bundle + "/database.sqlite3")))
        #expect(bytes[18] == 2 && bytes[19] == 2)
        #expect(!FileManager.default.fileExists(atPath: bundle + "/database.sqlite3-wal"))

        let archive = directory.path("run.tar")
        #expect(throws: Never.self) {
            _ = try Collector.collectForTests([directory.path("in")], into: archive, compression: .none)
        }
        if FileManager.default.fileExists(atPath: archive) {
            Self.expectClean([UInt8](try Data(contentsOf: URL(fileURLWithPath: archive))))
        }
    }

    // MARK: - database.sqlite3: what holds (passing demonstrations)

    /// Quoted names, an untyped column, an index over the value, overflow pages and a shorter
    /// replacement: nothing of the old text is left, and the bytes are the same every time.
    @Test func oddNamesOverflowAndIndexesAreRedactedDeterministically() throws {
        let bytes = try Self.database("""
            CREATE TABLE "we""ird" ("co""l", other TEXT);
            CREATE INDEX "i""x" ON "we""ird"("co""l");
            INSERT INTO "we""ird" VALUES('failed: ' || hex(zeroblob(4000)) || ' \(Self.secret) end', 'x');
            """)
        let first = try Self.archivedDatabase(bytes)
        let second = try Self.archivedDatabase(bytes)
        #expect(Self.counts(first.outcome) == [.githubToken: 1])
        Self.expectClean(first.stored)
        #expect(first.stored == second.stored)
        let reopened = try SQLiteDatabase(bytes: first.stored, name: "check")
        let check = try reopened.prepare("PRAGMA integrity_check")
        #expect(try check.step())
        #expect(check.string(at: 0) == "ok")
    }

    // MARK: - Typed objects

    /// A private key printed line by line (an array of strings: activity titles, log lines): its
    /// body in the values after the header's is masked too.
    @Test(arguments: [false, true])
    func aPrivateKeySplitAcrossValuesIsMasked(compressed: Bool) throws {
        let body = "MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0"
        let object = S.array([
            S.string("-----BEGIN RSA PRIVATE KEY-----"), S.string(body), S.string("-----END RSA PRIVATE KEY-----"),
        ])
        let raw = Array(object.utf8)
        let (stored, masked) = try Self.archivedObject(compressed ? try Self.zstd(raw) : raw)
        #expect(masked != nil)
        let text = compressed ? try ZstdDecoder().decompress(stored, limit: 1 << 20) : stored
        Self.expectClean(text, String(body.prefix(24)))
    }

    /// The redactor's structured rules (a plist `<key>APIToken</key>` and its `<string>`, JUnit's
    /// `<property name= value=>`) hold in the masker too: quoted in a failure message, masked.
    @Test func structuredSecretsInAFailureMessageAreMasked() throws {
        let message = #"XCTAssertEqual failed: ("<key>APIToken</key><string>s3cr3tPlistValue99</string>")"#
        #expect(try SecretRedactor().redact(Array(message.utf8)) != Array(message.utf8))  // the redactor finds it
        let object = S.object("ActionTestFailureSummary", [("message", S.string(message))])
        let (stored, _) = try Self.archivedObject(try Self.zstd(Array(object.utf8)))
        let text = try ZstdDecoder().decompress(stored, limit: 1 << 20)
        Self.expectClean(text, "s3cr3tPlistValue99")
    }

    /// Keys and type names are scanned as well as values: a key holding a token is masked too.
    @Test func aSecretInAKeyIsMasked() throws {
        let object = S.object("Env", [(Self.secret, S.string("token=abcdef123456"))])
        let (stored, masked) = try Self.archivedObject(Array(object.utf8))
        #expect(masked?.counts == [.tokenPair: 1, .githubToken: 1])
        Self.expectClean(stored)
    }

    /// An object too large to mask in memory (over 4 MiB decompressed) is scanned as a stream and,
    /// holding a secret, left out rather than archived as it is; without one, it is stored as read.
    @Test(arguments: [true, false])
    func aLargeObjectWithASecretIsLeftOut(withSecret: Bool) throws {
        let filler = S.string(String(repeating: "x", count: 1000))
        var elements = Array(repeating: filler, count: 4500)
        if withSecret { elements[4000] = S.string("failed: token=abcdef123456") }
        let bytes = try Self.zstd(Array(S.array(elements).utf8))
        let directory = try TemporaryDirectory()
        let path = try directory.write("data.0~large", Data(bytes))
        let outcome = try TypedObjectBlob.outcome(file: ListedFile(path: path), storedSize: Int64(bytes.count), head: try FileReader.prefix(of: path, count: ResultDatabaseBlob.header.count))
        if withSecret {
            guard case .leftOut(let reason)? = outcome else { Issue.record("expected the object to be left out"); return }
            #expect(reason.contains("over 4 MiB"))
        } else {
            #expect(outcome == nil)
        }
    }

    /// Hostile files: none traps, none is rewritten, and each is decided without reading it twice.
    @Test func hostileObjectsEndInNil() throws {
        let good = Array(S.object("ActionTestFailureSummary", [("message", S.string("token=abcdef123456"))]).utf8)
        let frame = try Self.zstd(good)
        var deep = [UInt8]("[T[K2:_nV5:Array]".utf8)
        deep += [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        var bomb = [UInt8]("[S1:a".utf8)
        bomb += [UInt8](repeating: 0x20, count: (4 << 20) + 10)
        let inputs: [(String, [UInt8])] = [
            ("truncated frame", Array(frame.dropLast(5))),
            ("frame of plain text", try Self.zstd(Array("hello, ghp_1234567890abcdefghijABCDEFGHIJ123456".utf8))),
            ("frame of [S garbage", try Self.zstd(Array("[S99999999999:".utf8))),
            ("frame over 4 MiB", try Self.zstd(bomb)),
            ("deep nesting", deep),
            ("trailing byte", good + [0x0A]),
            ("bare [S", Array("[S".utf8)),
            ("two frames, second garbage", frame + (try Self.zstd(Array("xx".utf8))).dropLast(3)),
        ]
        for (label, bytes) in inputs {
            let result = try Self.archivedObject(bytes)
            #expect(result.masked == nil, "\(label)")
        }
    }

    /// Memory of masking a 4 MiB object of tiny values (408 bytes compressed): the walk that finds
    /// the strings must not build the object tree (a boxed node per 5 bytes).
    @Test func aTinyValueBombIsWalkedWithoutATree() throws {
        // Compressed in pieces, so the 4 MiB never stands in memory before the measurement.
        var compressed: [UInt8] = []
        let writer = try ZstdWriter(sink: ClosureSink { compressed.append(contentsOf: $0) }, threads: 1)
        let head = [UInt8]("[T[K2:_nV5:Array]".utf8)
        let piece = Array(repeating: Array("[S0:]".utf8), count: 8192).flatMap { $0 }
        try head.withUnsafeBytes { try writer.write($0) }
        var size = head.count
        while size + piece.count < (4 << 20) - 1 {
            try piece.withUnsafeBytes { try writer.write($0) }
            size += piece.count
        }
        try [UInt8]("]".utf8).withUnsafeBytes { try writer.write($0) }
        try writer.finish()
        // The walk masking uses (`forEachString`) builds no tree: it visits every string and holds
        // none (a resident-memory check would be noisy beside the tests running in parallel).
        let object = try ZstdDecoder().decompress(compressed, limit: 8 << 20)
        var strings = 0
        try object.withUnsafeBytes { try XCResultObjectParser.forEachString($0) { _, _ in strings += 1 } }
        #expect(strings > 800_000)
        #expect(try Self.archivedObject(compressed).masked == nil)
    }
}
