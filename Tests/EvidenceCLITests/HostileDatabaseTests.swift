import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// SQLite from a result bundle is untrusted (issue 28, part 4). The audit's 3 KB archive: an
/// xcresult whose `database.sqlite3` defines `TestCaseRuns` as a VIEW over an endless recursive
/// query hung `triage`, `xcresult`, `comment`, `diff`, `history add` and `collect` itself. Now such
/// a database is refused by its schema (views, triggers, virtual tables are not what Xcode writes),
/// named in one sentence, and the rest of the bundle read; every query is bounded by an instruction
/// budget besides. Each command runs under a 60-second timeout, and must end in a few.
@Suite struct HostileDatabaseTests {
    let environment = EvidenceProcess.cleanEnvironment(["SOURCE_DATE_EPOCH": "1700000000"])

    /// The audit's schemas: a view over an endless query in place of a table the reader knows, a
    /// trigger, a virtual table.
    static let hostileSchemas: [(name: String, sql: String)] = [
        ("view", """
            DROP TABLE TestCaseRuns;
            CREATE VIEW TestCaseRuns AS WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n)
              SELECT x AS result, x AS duration, x AS testSuiteRun_fk, x AS testCase_fk, NULL AS skipNotice_fk,
                     NULL AS repetitionPolicy_fk, x AS orderInTestSuiteRun FROM n;
            """),
        ("trigger", "CREATE TABLE Log(x); CREATE TRIGGER Spy AFTER INSERT ON TestCases BEGIN INSERT INTO Log VALUES (1); END;"),
        ("virtual-table", "CREATE VIRTUAL TABLE Search USING fts5(text);"),
    ]

    /// A copy of a fixture bundle whose database has `sql` applied (by the system's sqlite3).
    func hostileCopy(of fixture: String, _ sql: String, in directory: TemporaryDirectory) throws -> String {
        let bundle = directory.path("in/Hostile.xcresult")
        try FileManager.default.createDirectory(atPath: directory.path("in"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.fixture("xcresult/\(fixture)"), toPath: bundle)
        let database = bundle + "/database.sqlite3"
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: database)
        try Shell.run(["sqlite3", database, sql])
        return bundle
    }

    func run(_ arguments: [String]) throws -> (outcome: EvidenceProcess.Outcome, seconds: Double) {
        let start = Date()
        let outcome = try EvidenceProcess.run(arguments, environment: environment, timeout: 60)
        return (outcome, Date().timeIntervalSince(start))
    }

    /// A bundle with an object store beside the database: the database is refused and named, the
    /// object store read instead, by `xcresult` on the bundle and by `triage` on its archive; and
    /// `collect` ends, its archive verifying.
    @Test(.requiresSharedFixtures, arguments: hostileSchemas.map(\.name))
    func aHostileDatabaseIsRefusedAndTheRestOfTheBundleRead(schema: String) throws {
        let directory = try TemporaryDirectory()
        let sql = try #require(Self.hostileSchemas.first { $0.name == schema }).sql
        let bundle = try hostileCopy(of: "xcresultparser__test.xcresult", sql, in: directory)
        let refused = "\(bundle)/database.sqlite3 was refused: its schema defines the \(schema.replacingOccurrences(of: "-", with: " "))"

        let xcresult = try run(["xcresult", bundle])
        #expect(xcresult.outcome.status == 0, "\(xcresult.outcome.standardError)")
        #expect(xcresult.seconds < 20)
        #expect(xcresult.outcome.standardOutput.contains("read from the object store"))
        #expect(xcresult.outcome.standardOutput.contains("**7 tests**: 6 passed, 1 failed"))
        #expect(xcresult.outcome.standardOutput.contains("- \(refused)"), "\(xcresult.outcome.standardOutput.suffix(600))")

        let archive = directory.path("run.tgz")
        let collect = try run(["collect", directory.path("in"), "--output", archive, "--commit", "abc1234"])
        #expect(collect.outcome.status == 0, "\(collect.outcome.standardError)")
        #expect(collect.seconds < 20)
        #expect(try run(["verify", archive]).outcome.status == 0)

        let triage = try run(["triage", archive, "--format", "json"])
        #expect(triage.outcome.status == 0, "\(triage.outcome.standardError)")
        #expect(triage.seconds < 20)
        // The bundle's failure, read from its object store; the database named.
        #expect(triage.outcome.standardOutput.contains("testCoverageConverter"))
        #expect(triage.outcome.standardError.contains("database.sqlite3 was refused: its schema defines the \(schema.replacingOccurrences(of: "-", with: " "))"), "\(triage.outcome.standardError)")
    }

    /// A bundle with nothing but the hostile database (Xcode 16+ bundles may hold no object store):
    /// one sentence naming the database, exit 65, at once; triage of its archive names it and reads
    /// the rest of the archive (a log beside it).
    @Test(.requiresSharedFixtures) func aBundleWithOnlyAHostileDatabaseIsNamedInOneSentence() throws {
        let directory = try TemporaryDirectory()
        let bundle = try hostileCopy(of: "fastlane__Xcode26-Mixed-XCTest-SwiftTesting.xcresult", Self.hostileSchemas[0].sql, in: directory)
        try directory.write("in/build.log", "Test Case '-[AppTests.SyncTests testSync]' started.\n/Users/ci/App/SyncTests.swift:12: error: -[AppTests.SyncTests testSync] : XCTAssertTrue failed\nTest Case '-[AppTests.SyncTests testSync]' failed (0.010 seconds).\n")
        let xcresult = try run(["xcresult", bundle])
        #expect(xcresult.outcome.status == 65)
        #expect(xcresult.seconds < 20)
        #expect(xcresult.outcome.standardError == "error: \(bundle)/database.sqlite3 was refused: its schema defines the view TestCaseRuns, which a result bundle's database never holds (only tables and indexes), so it is not read.\n")

        let archive = directory.path("run.tgz")
        let collect = try run(["collect", directory.path("in"), "--output", archive, "--commit", "abc1234"])
        #expect(collect.outcome.status == 0, "\(collect.outcome.standardError)")
        #expect(collect.seconds < 20)
        let triage = try run(["triage", archive, "--format", "json"])
        #expect(triage.outcome.status == 0, "\(triage.outcome.standardError)")
        #expect(triage.seconds < 20)
        #expect(triage.outcome.standardError.contains("database.sqlite3 was refused: its schema defines the view TestCaseRuns"), "\(triage.outcome.standardError)")
        #expect(triage.outcome.standardOutput.contains("testSync"))
    }
}
