import EvidenceCore
import EvidenceTriage
import Foundation

/// The history of runs: SQLite in one file by default, PostgreSQL (`postgres://…`) for a fleet.
/// Both hold the same tables and answer the same SQL; a database of another schema version is
/// migrated forward, or refused when it is newer than this tool.
package final class HistoryStore {
    /// The version this build writes; `migrations[n - 1]` brings a database from n - 1 to n.
    package static let schemaVersion = 3

    /// "Flaky in k of n runs" looks at the test's latest n runs, at most this many.
    package static let flakyWindow = FailureHistory.flakyWindow

    /// Status codes in `results.status`: small integers keep 10 million rows small. The queries
    /// below spell 0 (passed), 1 (failed) and 2 (flaky) in their SQL.
    static let statusCodes: [TestStatus: Int64] = [.passed: 0, .failed: 1, .flaky: 2, .skipped: 3, .expectedFailure: 4]

    /// Rows per multi-row INSERT: few round trips, well under both backends' parameter limits.
    static let rowsPerStatement = 250

    let connection: any HistoryConnection
    package var displayName: String { connection.displayName }

    /// Opens (migrating) the history at `location`: a `postgres://` or `postgresql://` URL, else a
    /// SQLite file path — created when missing only if `creating` (`history add`); a reader given a
    /// file that is not there is told so (a wrong path or a cache that was not restored).
    package init(location: String, creating: Bool = false) throws {
        if !Self.isPostgres(location), !creating, !FileManager.default.fileExists(atPath: location) {
            throw EvidenceError(.inputUnavailable, "The history database \(location) does not exist; 'evidence history add' creates it.")
        }
        connection = Self.isPostgres(location) ? try PostgresHistoryConnection(url: location) : try SQLiteHistoryConnection(path: location)
        do {
            try migrate()
        } catch {
            connection.rollback()
            throw connection.describe(error, doing: "open")
        }
    }

    package static func isPostgres(_ location: String) -> Bool {
        location.hasPrefix("postgres://") || location.hasPrefix("postgresql://")
    }

    /// `$XDG_DATA_HOME/evidence/history.sqlite`, else `~/.local/share/…` (`~/Library/Application
    /// Support/…` on macOS).
    package static func defaultLocation(environment: [String: String]) -> String {
        #if os(macOS)
        let base = (environment["HOME"] ?? NSHomeDirectory()) + "/Library/Application Support"
        #else
        let base = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/share")
        #endif
        return base + "/evidence/history.sqlite"
    }

    // MARK: - Schema

    var migrations: [[String]] {
        let id = connection.identityColumn, clustered = connection.clusteredTableSuffix
        return [[
            "CREATE TABLE evidence_schema (version INTEGER NOT NULL)",
            """
            CREATE TABLE runs (id \(id), archive_sha256 TEXT NOT NULL UNIQUE, commit_sha TEXT, branch TEXT, run_url TEXT,
              provider TEXT, job TEXT, run_time BIGINT NOT NULL, tests INTEGER NOT NULL, failed INTEGER NOT NULL)
            """,
            "CREATE INDEX runs_by_time ON runs (run_time)",
            "CREATE TABLE tests (id \(id), name TEXT NOT NULL UNIQUE)",
            """
            CREATE TABLE results (test_id BIGINT NOT NULL REFERENCES tests (id), run_id BIGINT NOT NULL REFERENCES runs (id),
              status SMALLINT NOT NULL, category TEXT, PRIMARY KEY (test_id, run_id))\(clustered)
            """,
            "CREATE INDEX results_by_run ON results (run_id)",
            "INSERT INTO evidence_schema (version) VALUES (0)",
        ], [
            // 2: the PR comment's questions (last pass, failures since, first failure) become index
            // seeks instead of scans of a test's whole history.
            "CREATE INDEX results_by_status ON results (test_id, status, run_id)",
        ], [
            // 3: one test, one identity. A test's `Suite/name` beside its stored name, so a run that
            // printed it without its module (fastlane's JUnit) and one that printed the module (the
            // log) keep one history (`foldIdentities`, run after these statements).
            "ALTER TABLE tests ADD COLUMN suite_name TEXT",
            "CREATE INDEX tests_by_suite_name ON tests (suite_name)",
        ]]
    }

    /// Brings the schema to `schemaVersion` in one transaction, one process at a time.
    func migrate() throws {
        try connection.beginMigrating()
        var version = 0
        if try connection.tableExists("evidence_schema") {
            guard let text = try connection.execute("SELECT version FROM evidence_schema", []).first?.first, let number = text.flatMap({ Int($0) }) else {
                throw EvidenceError(.malformedInput, "\(displayName) has an evidence_schema table without a version; it is not an evidence history this tool wrote.")
            }
            version = number
        } else if try connection.hasOtherTables() {
            throw EvidenceError(.malformedInput, "\(displayName) holds tables that are not an evidence history; give --db another database.")
        }
        guard version <= Self.schemaVersion else {
            throw EvidenceError(.malformedInput, "\(displayName) has history schema version \(version), newer than this evidence \(EvidenceVersion.current) reads (\(Self.schemaVersion)); upgrade evidence.")
        }
        for (index, statements) in migrations.enumerated() where index + 1 > version {
            for statement in statements { try connection.execute(statement, []) }
            if index + 1 == 3 { try foldStoredIdentities() }
            try connection.execute("UPDATE evidence_schema SET version = $1", [.integer(Int64(index + 1))])
        }
        try connection.commit()
    }

    // MARK: - Writing

    /// Records a run in one transaction; false when its archive is already there (nothing changes).
    @discardableResult
    package func add(_ run: RunRecord) throws -> Bool {
        do {
            return try connection.writing { try insert(run) }
        } catch {
            throw connection.describe(error, doing: "add \(run.archiveSHA256.prefix(12)) to")
        }
    }

    func insert(_ run: RunRecord) throws -> Bool {
        let identities = try knownIdentities(run.outcomes.map { TestIdentifier(parsing: $0.test) })
        var outcomes: [String: RunRecord.Outcome] = [:]
        for var outcome in run.outcomes {
            outcome.test = identities.resolve(TestIdentifier(parsing: outcome.test)).description
            outcomes[outcome.test] = outcome
        }
        let inserted = try connection.execute("""
            INSERT INTO runs (archive_sha256, commit_sha, branch, run_url, provider, job, run_time, tests, failed)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (archive_sha256) DO NOTHING RETURNING id
            """, [.text(run.archiveSHA256), HistoryValue(run.commit), HistoryValue(run.branch), HistoryValue(run.runURL), HistoryValue(run.provider),
                  HistoryValue(run.job), .integer(run.time), .integer(Int64(outcomes.count)),
                  .integer(Int64(outcomes.values.filter { $0.status == .failed }.count))])
        guard let runID = inserted.first?.first.flatMap({ $0 }) else { return false }
        // Sorted, so concurrent writers take the name rows' locks in the same order (no deadlock).
        let ids = try testIDs(outcomes.keys.sorted(), creating: true)
        let rows = outcomes.values.sorted { $0.test < $1.test }
        for chunk in stride(from: 0, to: rows.count, by: Self.rowsPerStatement) {
            let slice = rows[chunk..<min(chunk + Self.rowsPerStatement, rows.count)]
            var parameters: [HistoryValue] = []
            for outcome in slice {
                guard let testID = ids[outcome.test] else { continue }
                parameters += [.integer(testID), .text(runID), .integer(Self.statusCodes[outcome.status] ?? 3), HistoryValue(outcome.category?.rawValue)]
            }
            try connection.execute("INSERT INTO results (test_id, run_id, status, category) VALUES " + Self.placeholders(rows: parameters.count / 4, columns: 4), parameters)
        }
        // Histories of these tests kept under the name without the module join them now.
        let named = outcomes.keys.map { TestIdentifier(parsing: $0) }.filter { $0.module != nil }.map(\.suiteAndName)
        try fold(suiteNames: try modulelessStored(among: Array(Set(named)).sorted()))
        return true
    }

    /// The ids of `names` (sorted), inserting the missing ones when `creating`.
    func testIDs(_ names: [String], creating: Bool) throws -> [String: Int64] {
        var ids: [String: Int64] = [:]
        for chunk in stride(from: 0, to: names.count, by: Self.rowsPerStatement) {
            let slice = names[chunk..<min(chunk + Self.rowsPerStatement, names.count)].map { HistoryValue.text($0) }
            if creating {
                let rows = slice.flatMap { name -> [HistoryValue] in
                    guard case .text(let text) = name else { return [] }
                    return [name, .text(TestIdentifier(parsing: text).suiteAndName)]
                }
                try connection.execute("INSERT INTO tests (name, suite_name) VALUES " + Self.placeholders(rows: slice.count, columns: 2) + " ON CONFLICT (name) DO NOTHING", rows)
            }
            let list = (1...slice.count).map { "$\($0)" }.joined(separator: ", ")
            for row in try connection.execute("SELECT id, name FROM tests WHERE name IN (\(list))", slice) {
                if let id = row[0].flatMap({ Int64($0) }), let name = row[1] { ids[name] = id }
            }
        }
        return ids
    }

    static func placeholders(rows: Int, columns: Int) -> String {
        (0..<rows).map { row in "(" + (1...columns).map { "$\(row * columns + $0)" }.joined(separator: ", ") + ")" }.joined(separator: ", ")
    }

    /// Removes the runs older than `keepDays` days before `now`; the number removed.
    package func prune(keepDays: Int, now: Date = Date()) throws -> Int {
        let cutoff = HistoryValue.integer(Int64(now.timeIntervalSince1970) - Int64(keepDays) * 86_400)
        do {
            return try connection.writing {
                let count = try connection.execute("SELECT count(*) FROM runs WHERE run_time < $1", [cutoff]).first?.first.flatMap { $0.flatMap { Int($0) } } ?? 0
                try connection.execute("DELETE FROM results WHERE run_id IN (SELECT id FROM runs WHERE run_time < $1)", [cutoff])
                try connection.execute("DELETE FROM runs WHERE run_time < $1", [cutoff])
                return count
            }
        } catch {
            throw connection.describe(error, doing: "prune")
        }
    }

    // MARK: - Reading

    /// Per failing test (as named, with or without its module): how long it has failed, how often it flaked lately, when it first failed.
    package func failureHistory(_ tests: [String]) throws -> [String: FailureHistory] {
        do {
            var answers: [String: FailureHistory] = [:]
            var runIDs: Set<String> = []
            var raw: [(String, [String?])] = []
            for (name, id) in try storedIDs(tests).sorted(by: { $0.key < $1.key }) {
                let row = try connection.execute("""
                    SELECT (SELECT count(*) FROM results WHERE test_id = $1 AND status = 1 AND run_id > (SELECT coalesce(max(run_id), 0) FROM results WHERE test_id = $1 AND status = 0)),
                      (SELECT min(run_id) FROM results WHERE test_id = $1 AND status = 1 AND run_id > (SELECT coalesce(max(run_id), 0) FROM results WHERE test_id = $1 AND status = 0)),
                      (SELECT count(*) FROM (SELECT status FROM results WHERE test_id = $1 ORDER BY run_id DESC LIMIT $2) AS latest WHERE status = 2),
                      (SELECT count(*) FROM (SELECT run_id FROM results WHERE test_id = $1 ORDER BY run_id DESC LIMIT $2) AS latest),
                      (SELECT min(run_id) FROM results WHERE test_id = $1 AND status IN (1, 2))
                    """, [.integer(id), .integer(Int64(Self.flakyWindow))]).first ?? []
                guard row.count == 5 else { continue }
                raw.append((name, row))
                if let since = row[1] { runIDs.insert(since) }
                if let first = row[4] { runIDs.insert(first) }
            }
            var runs: [String: (commit: String?, time: Int64)] = [:]
            let ids = Array(runIDs)
            for chunk in stride(from: 0, to: ids.count, by: Self.rowsPerStatement) {
                let slice = ids[chunk..<min(chunk + Self.rowsPerStatement, ids.count)].compactMap { Int64($0).map(HistoryValue.integer) }
                let list = (1...slice.count).map { "$\($0)" }.joined(separator: ", ")
                for row in try connection.execute("SELECT id, commit_sha, run_time FROM runs WHERE id IN (\(list))", slice) {
                    if let id = row[0] { runs[id] = (row[1], row[2].flatMap { Int64($0) } ?? 0) }
                }
            }
            for (name, row) in raw {
                answers[name] = FailureHistory(
                    failingRuns: Int(row[0] ?? "0") ?? 0, failingSinceCommit: row[1].flatMap { runs[$0]?.commit },
                    flakyRuns: Int(row[2] ?? "0") ?? 0, runs: Int(row[3] ?? "0") ?? 0, firstSeen: row[4].flatMap { runs[$0]?.time })
            }
            return answers
        } catch {
            throw connection.describe(error, doing: "read")
        }
    }

    /// The latest `limit` runs of a test, newest first.
    /// `test` with or without its module: one test, one history.
    package func runs(of test: String, limit: Int = 50) throws -> [TestRunEntry] {
        let names = Dictionary(uniqueKeysWithValues: Self.statusCodes.map { ($0.value, $0.key.rawValue) })
        do {
            guard let id = try storedIDs([test])[test] else { return [] }
            return try connection.execute("""
                SELECT r.commit_sha, r.branch, r.run_time, x.status, x.category, r.run_url FROM results x
                JOIN runs r ON r.id = x.run_id WHERE x.test_id = $1 ORDER BY r.id DESC LIMIT $2
                """, [.integer(id), .integer(Int64(limit))]).map { row in
                TestRunEntry(commit: row[0], branch: row[1], time: row[2].flatMap { Int64($0) } ?? 0,
                             status: row[3].flatMap { Int64($0) }.flatMap { names[$0] } ?? "unknown", category: row[4], runURL: row[5])
            }
        } catch {
            throw connection.describe(error, doing: "read")
        }
    }

    /// Tests that flaked in the latest `lastRuns` runs, most often first.
    package func flakyTests(lastRuns: Int, limit: Int = 100) throws -> [FlakyTest] {
        do {
            return try connection.execute("""
                SELECT t.name, sum(CASE WHEN x.status = 2 THEN 1 ELSE 0 END) AS flaky, count(*) FROM results x JOIN tests t ON t.id = x.test_id
                WHERE x.run_id IN (SELECT id FROM runs ORDER BY id DESC LIMIT $1)
                GROUP BY t.name HAVING sum(CASE WHEN x.status = 2 THEN 1 ELSE 0 END) > 0 ORDER BY flaky DESC, t.name LIMIT $2
                """, [.integer(Int64(lastRuns)), .integer(Int64(limit))]).map { row in
                FlakyTest(test: row[0] ?? "", flakyRuns: Int(row[1] ?? "0") ?? 0, runs: Int(row[2] ?? "0") ?? 0)
            }
        } catch {
            throw connection.describe(error, doing: "read")
        }
    }

    /// How many runs and test results the history holds.
    package func counts() throws -> (runs: Int, results: Int) {
        do {
            let row = try connection.execute("SELECT (SELECT count(*) FROM runs), (SELECT count(*) FROM results)", []).first ?? []
            return (Int(row.first.flatMap { $0 } ?? "0") ?? 0, Int(row.last.flatMap { $0 } ?? "0") ?? 0)
        } catch {
            throw connection.describe(error, doing: "read")
        }
    }
}

/// One run of a test, as `history show` lists it.
package struct TestRunEntry: Sendable, Equatable {
    package var commit: String?
    package var branch: String?
    package var time: Int64
    package var status: String
    package var category: String?
    package var runURL: String?
}

/// A test that flaked, as `history flaky` lists it.
package struct FlakyTest: Sendable, Equatable {
    package var test: String
    package var flakyRuns: Int
    package var runs: Int
}
