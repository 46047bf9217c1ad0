@testable import EvidenceCore
import EvidenceTestSupport
import Foundation
import Testing

/// `SQLiteDatabase` over a bundle's database (issue 28, part 4): defensive, `trusted_schema` off,
/// refused when its schema can run code or an endless query, and bounded by an instruction budget.
@Suite struct UntrustedDatabaseTests {
    /// A database file made from `sql` (through a trusted read-write connection, as the history
    /// store's), as bytes.
    func database(_ sql: String) throws -> [UInt8] {
        let directory = try TemporaryDirectory()
        let path = directory.path("db.sqlite3")
        try SQLiteDatabase(path: path, busyTimeout: 1000).execute(sql)
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test(arguments: [
        ("CREATE TABLE T(a); CREATE VIEW TestCaseRuns AS WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT x FROM n;", "the view TestCaseRuns"),
        ("CREATE TABLE T(a); CREATE TABLE L(b); CREATE TRIGGER Spy AFTER INSERT ON T BEGIN INSERT INTO L VALUES (1); END;", "the trigger Spy"),
        ("CREATE VIRTUAL TABLE Search USING fts5(text);", "the virtual table Search"),
    ])
    func aSchemaThatCanRunCodeIsRefused(sql: String, named: String) throws {
        let bytes = try database(sql)
        do {
            _ = try SQLiteDatabase(bytes: bytes, name: "db.sqlite3")
            Issue.record("opened a database whose schema defines \(named)")
        } catch let error as SQLiteError {
            #expect(error.isRefused)
            #expect(error.message == "its schema defines \(named), which a result bundle's database never holds (only tables and indexes), so it is not read")
        }
        let directory = try TemporaryDirectory()
        let path = try directory.write("db.sqlite3", Data(bytes))
        #expect(throws: SQLiteError.self) { try SQLiteDatabase(readOnlyPath: path) }
    }

    /// Tables and indexes, as Xcode writes them, open and read.
    @Test func tablesAndIndexesOpen() throws {
        let bytes = try database("CREATE TABLE T(a TEXT); CREATE INDEX TA ON T(a); INSERT INTO T VALUES ('x');")
        let database = try SQLiteDatabase(bytes: bytes, name: "db.sqlite3")
        let select = try database.prepare("SELECT a FROM T")
        #expect(try select.step())
        #expect(select.string(at: 0) == "x")
    }

    /// A query that would run on past the budget is stopped, with a sentence saying why, in well
    /// under a second for a small budget; an endless one stops too.
    @Test func everyQueryIsBoundedByTheBudget() throws {
        let database = try SQLiteDatabase(bytes: try database("CREATE TABLE T(a);"), name: "db.sqlite3", instructionBudget: 1_000_000)
        let start = Date()
        let endless = try database.prepare("WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n")
        do {
            _ = try endless.step()
            Issue.record("an endless query ended")
        } catch let error as SQLiteError {
            #expect(error.isRefused)
            #expect(error.message.contains("passed the budget of SQLite instructions"))
        }
        #expect(Date().timeIntervalSince(start) < 5)
    }

    /// Defensive mode: SQL cannot write the schema itself (a writable in-memory copy, as collect's
    /// redaction makes).
    @Test func theSchemaCannotBeWrittenBySQL() throws {
        let database = try SQLiteDatabase(bytes: try database("CREATE TABLE T(a);"), name: "db.sqlite3", writable: true)
        #expect(throws: SQLiteError.self) {
            try database.execute("PRAGMA writable_schema = ON; UPDATE sqlite_master SET sql = 'CREATE VIEW T AS SELECT 1' WHERE name = 'T'")
        }
    }
}
