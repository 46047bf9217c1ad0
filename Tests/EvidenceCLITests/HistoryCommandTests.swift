import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// `evidence history` and `triage`/`comment --history` on real archives, against SQLite and a real
/// PostgreSQL server (started by scripts/test.sh). Each test runs once per backend.
@Suite struct HistoryCommandTests {
    let environment = EvidenceProcess.cleanEnvironment()

    enum Backend: String, CaseIterable { case sqlite, postgres }

    /// A new, empty history of that backend.
    func database(_ backend: Backend, in directory: TemporaryDirectory) throws -> String {
        switch backend {
        case .sqlite: directory.path("history/runs.sqlite")
        case .postgres: try TestPostgres.freshDatabase()
        }
    }

    func archive(_ tests: [(name: String, outcome: RunLogWriter.Outcome)], commit: String, day: Int = 0, in directory: TemporaryDirectory) throws -> String {
        try RunLogWriter.archive(tests, commit: commit, day: day, in: directory)
    }

    @discardableResult
    func evidence(_ arguments: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> EvidenceProcess.Outcome {
        let outcome = try EvidenceProcess.run(arguments, environment: environment)
        #expect(outcome.status == 0, "evidence \(arguments.joined(separator: " ")): \(outcome.standardError)", sourceLocation: sourceLocation)
        return outcome
    }

    // MARK: - The same tests on each backend

    @Test func addingTheSameArchiveTwiceChangesNothingSQLite() throws { try addingTheSameArchiveTwiceChangesNothing(.sqlite) }
    @Test(.requiresPostgres) func addingTheSameArchiveTwiceChangesNothingPostgres() throws { try addingTheSameArchiveTwiceChangesNothing(.postgres) }

    func addingTheSameArchiveTwiceChangesNothing(_ backend: Backend) throws {
        let directory = try TemporaryDirectory()
        let db = try database(backend, in: directory)
        let run = try archive([("testA", .failed), ("testB", .passed)], commit: "aaaa1111", in: directory)
        let first = try evidence(["history", "add", run, "--db", db])
        #expect(first.standardOutput.hasPrefix("Added \(run) (sha256 "))
        #expect(first.standardOutput.contains("commit aaaa1111, 2 tests, 1 failed"))
        let second = try evidence(["history", "add", run, "--db", db])
        #expect(second.standardOutput.contains("is already in"))
        #expect(second.standardOutput.hasSuffix("nothing changed.\n"))
        let counts = try HistoryStore(location: db).counts()
        #expect(counts.runs == 1 && counts.results == 2)
        let shown = try evidence(["history", "show", "AppTests.JobTests/testA", "--db", db])
        #expect(shown.standardOutput == """
            AppTests.JobTests/testA: failing since `aaaa1111` (1 run) · first seen 2025-11-24
            2025-11-24  aaaa1111  -  failed  business-logic-error

            """)
    }

    @Test func triageAndCommentSayHowLongATestFailsAndHowOftenItFlakesSQLite() throws { try triageAndCommentSayHowLongATestFailsAndHowOftenItFlakes(.sqlite) }
    @Test(.requiresPostgres) func triageAndCommentSayHowLongATestFailsAndHowOftenItFlakesPostgres() throws { try triageAndCommentSayHowLongATestFailsAndHowOftenItFlakes(.postgres) }

    func triageAndCommentSayHowLongATestFailsAndHowOftenItFlakes(_ backend: Backend) throws {
        let directory = try TemporaryDirectory()
        let db = try database(backend, in: directory)
        // testA: passes, then fails from the second run on. testB: flaky in runs 1 and 3. testC: only fails in the last.
        let runs: [[(name: String, outcome: RunLogWriter.Outcome)]] = [
            [("testA", .passed), ("testB", .flaky), ("testC", .passed)],
            [("testA", .failed), ("testB", .passed), ("testC", .passed)],
            [("testA", .failed), ("testB", .flaky), ("testC", .passed)],
            [("testA", .failed), ("testB", .failed), ("testC", .failed)],
        ]
        var archives: [String] = []
        for (index, tests) in runs.enumerated() {
            archives.append(try archive(tests, commit: "c0ffee0\(index)", day: index, in: directory))
            try evidence(["history", "add", archives[index], "--db", db])
        }
        let head = archives[3]
        let json = try evidence(["triage", head, "--history", db, "--format", "json"]).standardOutput
        let problems = try JSONSchemaValidator.documented("evidence.triage.v1.schema.json").problems(json: Data(json.utf8))
        #expect(problems.isEmpty, "\(problems)")
        let document = try JSONDecoder().decode(TriageDocument.self, from: Data(json.utf8))
        let history = Dictionary(uniqueKeysWithValues: document.failures.map { ($0.test, $0.history) })
        #expect(history["AppTests.JobTests/testA"] == TriageDocument.History(failingRuns: 3, failingSince: "c0ffee01", flakyRuns: 0, runs: 4, firstSeen: "2025-11-25"))
        #expect(history["AppTests.JobTests/testB"] == TriageDocument.History(failingRuns: 1, failingSince: "c0ffee03", flakyRuns: 2, runs: 4, firstSeen: "2025-11-24"))
        #expect(history["AppTests.JobTests/testC"] == TriageDocument.History(failingRuns: 1, failingSince: "c0ffee03", flakyRuns: 0, runs: 4, firstSeen: "2025-11-27"))

        // Each test's past beside it in its cause's block; the run's in one line among its facts, at the top.
        let report = try evidence(["triage", head, "--history", db]).standardOutput
        #expect(report.contains("`AppTests.JobTests/testA` — failing since `c0ffee01` (3 runs) · first seen 2025-11-25\n"))
        #expect(report.contains("`AppTests.JobTests/testB` — failing since `c0ffee03` (1 run) · flaky in 2 of 4 runs · first seen 2025-11-24\n"))
        let line = "): 1 of 3 failed tests failing in earlier runs too (the longest failing since `c0ffee01` (3 runs)), 1 flaky before."
        let facts = try #require(report.range(of: line), "\(report)")
        #expect(facts.lowerBound < (report.range(of: "## Start here")?.lowerBound ?? report.startIndex))

        let comment = try evidence(["comment", head, "--history", db, "--base", archives[2]]).standardOutput
        #expect(comment.hasPrefix("<!-- evidence:comment -->\n## 3 failed tests"))
        let new = try #require(comment.range(of: "**2 of 3 failed tests new since `c0ffee02`** (1 already failing in base): their causes come first, marked **new here**."), "\(comment)")
        #expect(new.lowerBound < (comment.range(of: "## Start here")?.lowerBound ?? comment.startIndex))
        #expect(comment.contains(line))
        #expect(comment.contains("`AppTests.JobTests/testA` — failing since `c0ffee01` (3 runs)"))

        let flaky = try evidence(["history", "flaky", "--db", db]).standardOutput
        #expect(flaky == "flaky in 2 of 4 runs  AppTests.JobTests/testB\n")
        // Without --history the JSON has no history fields (the document is as before).
        #expect(!(try evidence(["triage", head, "--format", "json"]).standardOutput.contains("\"history\"")))
    }

    @Test func pruneRemovesOnlyOlderRunsSQLite() throws { try pruneRemovesOnlyOlderRuns(.sqlite) }
    @Test(.requiresPostgres) func pruneRemovesOnlyOlderRunsPostgres() throws { try pruneRemovesOnlyOlderRuns(.postgres) }

    func pruneRemovesOnlyOlderRuns(_ backend: Backend) throws {
        let directory = try TemporaryDirectory()
        let db = try database(backend, in: directory)
        let now = Int(Date().timeIntervalSince1970)
        let daysToNow = (now - 1_764_000_000) / 86_400
        // Runs 20 and 5 days old, and one of today.
        for (index, age) in [20, 5, 0].enumerated() {
            let run = try archive([("testA", .failed)], commit: "abcdef0\(index)", day: daysToNow - age, in: directory)
            try evidence(["history", "add", run, "--db", db])
        }
        let pruned = try evidence(["history", "prune", "--keep-days", "10", "--db", db])
        #expect(pruned.standardOutput.hasPrefix("Removed 1 run older than 10 days from "))
        #expect(try HistoryStore(location: db).counts() == (runs: 2, results: 2))
        let shown = try evidence(["history", "show", "AppTests.JobTests/testA", "--db", db]).standardOutput
        #expect(shown.hasPrefix("AppTests.JobTests/testA: failing since `abcdef01` (2 runs)"))
        #expect(try evidence(["history", "prune", "--keep-days", "10", "--db", db]).standardOutput.hasPrefix("Removed 0 runs"))
    }

    @Test func eightConcurrentAddsLoseNothingAndDoubleNothingSQLite() throws { try eightConcurrentAddsLoseNothingAndDoubleNothing(.sqlite) }
    @Test(.requiresPostgres) func eightConcurrentAddsLoseNothingAndDoubleNothingPostgres() throws { try eightConcurrentAddsLoseNothingAndDoubleNothing(.postgres) }

    /// 8 processes at once: 6 different archives (300 tests each, the names mostly shared, so every
    /// writer inserts the same test names) and one archive twice.
    func eightConcurrentAddsLoseNothingAndDoubleNothing(_ backend: Backend) throws {
        let directory = try TemporaryDirectory()
        let db = try database(backend, in: directory)
        var archives: [String] = []
        for index in 0..<7 {
            let tests = (0..<300).map { number in (name: "test\(number + index * 10)", outcome: number % 9 == index ? RunLogWriter.Outcome.failed : .passed) }
            archives.append(try archive(tests, commit: "feed00\(index)0", day: index, in: directory))
        }
        archives[6] = archives[5]
        archives.append(archives[0])
        final class Outcomes: @unchecked Sendable {
            let lock = NSLock()
            var all: [EvidenceProcess.Outcome] = []
            var failures: [String] = []
        }
        let outcomes = Outcomes()
        let environment = self.environment
        let archivesToAdd = archives
        DispatchQueue.concurrentPerform(iterations: archivesToAdd.count) { index in
            let outcome = Result { try EvidenceProcess.run(["history", "add", archivesToAdd[index], "--db", db], environment: environment) }
            outcomes.lock.lock()
            switch outcome {
            case .success(let outcome): outcomes.all.append(outcome)
            case .failure(let error): outcomes.failures.append("\(error)")
            }
            outcomes.lock.unlock()
        }
        #expect(outcomes.failures.isEmpty, "\(outcomes.failures)")
        #expect(outcomes.all.count == 8)
        #expect(outcomes.all.allSatisfy { $0.status == 0 }, "\(outcomes.all.map(\.standardError))")
        #expect(outcomes.all.filter { $0.standardOutput.hasPrefix("Added ") }.count == 6)
        #expect(outcomes.all.filter { $0.standardOutput.contains("nothing changed") }.count == 2)
        let counts = try HistoryStore(location: db).counts()
        #expect(counts.runs == 6 && counts.results == 6 * 300)
        // test60 is in every run (names 0–299 shifted by 0–50): six results, none lost, none doubled.
        let shown = try evidence(["history", "show", "AppTests.JobTests/test60", "--db", db]).standardOutput
        #expect(shown.split(separator: "\n").count == 1 + 6)
    }

    @Test func aDatabaseOfANewerSchemaIsRefusedInOneSentenceSQLite() throws { try aDatabaseOfANewerSchemaIsRefusedInOneSentence(.sqlite) }
    @Test(.requiresPostgres) func aDatabaseOfANewerSchemaIsRefusedInOneSentencePostgres() throws { try aDatabaseOfANewerSchemaIsRefusedInOneSentence(.postgres) }

    func aDatabaseOfANewerSchemaIsRefusedInOneSentence(_ backend: Backend) throws {
        let directory = try TemporaryDirectory()
        let db = try database(backend, in: directory)
        let run = try archive([("testA", .failed)], commit: "aaaa1111", in: directory)
        try evidence(["history", "add", run, "--db", db])
        switch backend {
        case .sqlite: try SQLiteDatabase(path: db, busyTimeout: 1000).execute("UPDATE evidence_schema SET version = 7")
        case .postgres: try PostgresConnection(url: db).execute("UPDATE evidence_schema SET version = 7")
        }
        let outcome = try EvidenceProcess.run(["history", "show", "AppTests.JobTests/testA", "--db", db], environment: environment)
        #expect(outcome.status == 65)
        #expect(outcome.standardError.hasSuffix("has history schema version 7, newer than this evidence \(EvidenceVersion.current) reads (\(HistoryStore.schemaVersion)); upgrade evidence.\n"))
        #expect(outcome.standardError.split(separator: "\n").count == 1)
    }

    @Test func aVersionOneDatabaseIsMigratedSQLite() throws { try aVersionOneDatabaseIsMigrated(.sqlite) }
    @Test(.requiresPostgres) func aVersionOneDatabaseIsMigratedPostgres() throws { try aVersionOneDatabaseIsMigrated(.postgres) }

    /// Version 1 had no `results_by_status`: a database left at version 1 (its runs kept) gets the
    /// index when next opened, and its version says the current one.
    func aVersionOneDatabaseIsMigrated(_ backend: Backend) throws {
        let directory = try TemporaryDirectory()
        let db = try database(backend, in: directory)
        let run = try archive([("testA", .failed), ("testB", .passed)], commit: "aaaa1111", in: directory)
        try evidence(["history", "add", run, "--db", db])
        let downgrade = "DROP INDEX tests_by_suite_name; ALTER TABLE tests DROP COLUMN suite_name; DROP INDEX results_by_status; UPDATE evidence_schema SET version = 1"
        let versionAndIndex: () throws -> [String?]
        switch backend {
        case .sqlite:
            try SQLiteDatabase(path: db, busyTimeout: 1000).execute(downgrade)
            versionAndIndex = {
                let database = try SQLiteDatabase(path: db, busyTimeout: 1000)
                let statement = try database.prepare("SELECT (SELECT version FROM evidence_schema), (SELECT count(*) FROM sqlite_master WHERE name = 'results_by_status')")
                _ = try statement.step()
                return [statement.string(at: 0), statement.string(at: 1)]
            }
        case .postgres:
            let connection = try PostgresConnection(url: db)
            for statement in downgrade.split(separator: ";") { try connection.execute(String(statement)) }
            versionAndIndex = {
                try PostgresConnection(url: db).execute("SELECT (SELECT version FROM evidence_schema), (SELECT count(*) FROM pg_indexes WHERE indexname = 'results_by_status')")[0]
            }
        }
        #expect(try versionAndIndex() == ["1", "0"])
        let shown = try evidence(["history", "show", "AppTests.JobTests/testA", "--db", db]).standardOutput
        #expect(shown.hasPrefix("AppTests.JobTests/testA: failing since `aaaa1111` (1 run)"))
        #expect(try versionAndIndex() == ["\(HistoryStore.schemaVersion)", "1"])
        #expect(try HistoryStore(location: db).counts() == (runs: 1, results: 2))
    }

    @Test func oneTestNamedTwoWaysHasOneHistorySQLite() throws { try oneTestNamedTwoWaysHasOneHistory(.sqlite) }
    @Test(.requiresPostgres) func oneTestNamedTwoWaysHasOneHistoryPostgres() throws { try oneTestNamedTwoWaysHasOneHistory(.postgres) }

    /// A run read from fastlane's JUnit (`JobTests/testA`, no module) and one read from the log
    /// (`AppTests.JobTests/testA`), added in either order: one history per test, shown under either
    /// name.
    func oneTestNamedTwoWaysHasOneHistory(_ backend: Backend) throws {
        for junitFirst in [true, false] {
            let directory = try TemporaryDirectory()
            let db = try database(backend, in: directory)
            let tests: [(name: String, outcome: RunLogWriter.Outcome)] = [("testA", .failed), ("testB", .passed)]
            let junit = try RunLogWriter.archive(tests, commit: "aaaa1111", day: junitFirst ? 0 : 1, form: .fastlaneJUnit, in: directory)
            let log = try RunLogWriter.archive(tests, commit: "bbbb2222", day: junitFirst ? 1 : 0, in: directory)
            for run in junitFirst ? [junit, log] : [log, junit] { try evidence(["history", "add", run, "--db", db]) }
            let older = junitFirst ? "aaaa1111" : "bbbb2222", newer = junitFirst ? "bbbb2222" : "aaaa1111"
            for name in ["AppTests.JobTests/testA", "JobTests/testA"] {
                let shown = try evidence(["history", "show", name, "--db", db]).standardOutput
                #expect(shown.hasPrefix("\(name): failing since `\(older)` (2 runs)"), "\(shown)")
                #expect(shown.contains("  \(newer)  -  failed") && shown.contains("  \(older)  -  failed"), "\(shown)")
            }
            #expect(try HistoryStore(location: db).counts() == (runs: 2, results: 4))
            let json = try evidence(["triage", log, "--history", db, "--format", "json"]).standardOutput
            let document = try JSONDecoder().decode(TriageDocument.self, from: Data(json.utf8))
            #expect(document.failures.first?.history?.failingRuns == 2)
        }
    }

    @Test func aVersionTwoDatabaseJoinsTheHistoriesOfOneTestSQLite() throws { try aVersionTwoDatabaseJoinsTheHistoriesOfOneTest(.sqlite) }
    @Test(.requiresPostgres) func aVersionTwoDatabaseJoinsTheHistoriesOfOneTestPostgres() throws { try aVersionTwoDatabaseJoinsTheHistoriesOfOneTest(.postgres) }

    /// Version 2 kept a test under each name a run gave it: `JobTests/testA` from fastlane's JUnit
    /// and `AppTests.JobTests/testA` from the log were two histories. Opened by this version, they
    /// are one, under the name with the module.
    func aVersionTwoDatabaseJoinsTheHistoriesOfOneTest(_ backend: Backend) throws {
        let directory = try TemporaryDirectory()
        let db = try database(backend, in: directory)
        let first = try RunLogWriter.archive([("testA", .failed), ("testB", .passed)], commit: "aaaa1111", day: 0, in: directory)
        let second = try RunLogWriter.archive([("testA", .failed), ("testB", .passed)], commit: "bbbb2222", day: 1, in: directory)
        for run in [first, second] { try evidence(["history", "add", run, "--db", db]) }
        // As version 2 wrote it: the first run's results under the names without the module.
        let split = [
            "DROP INDEX tests_by_suite_name", "ALTER TABLE tests DROP COLUMN suite_name",
            "INSERT INTO tests (name) VALUES ('JobTests/testA'), ('JobTests/testB')",
            "UPDATE results SET test_id = (SELECT id FROM tests WHERE name = 'JobTests/testA') WHERE run_id = (SELECT min(id) FROM runs) AND test_id = (SELECT id FROM tests WHERE name = 'AppTests.JobTests/testA')",
            "UPDATE results SET test_id = (SELECT id FROM tests WHERE name = 'JobTests/testB') WHERE run_id = (SELECT min(id) FROM runs) AND test_id = (SELECT id FROM tests WHERE name = 'AppTests.JobTests/testB')",
            "UPDATE evidence_schema SET version = 2",
        ]
        let names: () throws -> [String]
        switch backend {
        case .sqlite:
            let database = try SQLiteDatabase(path: db, busyTimeout: 1000)
            for statement in split { try database.execute(statement) }
            names = {
                let statement = try SQLiteDatabase(path: db, busyTimeout: 1000).prepare("SELECT name FROM tests ORDER BY name")
                var names: [String] = []
                while try statement.step() { names.append(statement.string(at: 0) ?? "") }
                return names
            }
        case .postgres:
            let connection = try PostgresConnection(url: db)
            for statement in split { try connection.execute(statement) }
            names = { try PostgresConnection(url: db).execute("SELECT name FROM tests ORDER BY name").map { $0[0] ?? "" } }
        }
        #expect(try names().count == 4)
        let shown = try evidence(["history", "show", "AppTests.JobTests/testA", "--db", db]).standardOutput
        #expect(shown.hasPrefix("AppTests.JobTests/testA: failing since `aaaa1111` (2 runs)"), "\(shown)")
        #expect(try names() == ["AppTests.JobTests/testA", "AppTests.JobTests/testB"])
        #expect(try HistoryStore(location: db).counts() == (runs: 2, results: 4))
    }

    // MARK: - One backend's own failures

    @Test func aFileThatIsNotADatabaseIsExit65AndLeftAlone() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("notes.sqlite", "not a database\n")
        let outcome = try EvidenceProcess.run(["history", "flaky", "--db", file], environment: environment)
        #expect(outcome.status == 65)
        #expect(outcome.standardError == "error: \(file) is not a SQLite database (file is not a database).\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "not a database\n")
    }

    @Test func readingAMissingSQLiteFileIsExit66AndCreatesNothing() throws {
        let directory = try TemporaryDirectory()
        let run = try archive([("testA", .failed)], commit: "aaaa1111", in: directory)
        let missing = directory.path("cache/history.sqlite")
        for arguments in [["history", "flaky", "--db", missing], ["history", "prune", "--keep-days", "3", "--db", missing], ["triage", run, "--history", missing]] {
            let outcome = try EvidenceProcess.run(arguments, environment: environment)
            #expect(outcome.status == 66, "\(arguments)")
            #expect(outcome.standardError == "error: The history database \(missing) does not exist; 'evidence history add' creates it.\n")
            #expect(outcome.standardOutput.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path("cache")))
    }

    @Test func anotherApplicationsSQLiteDatabaseIsRefused() throws {
        let directory = try TemporaryDirectory()
        let file = directory.path("other.sqlite")
        try SQLiteDatabase(path: file, busyTimeout: 1000).execute("CREATE TABLE notes (body TEXT)")
        let outcome = try EvidenceProcess.run(["history", "flaky", "--db", file], environment: environment)
        #expect(outcome.status == 65)
        #expect(outcome.standardError == "error: \(file) holds tables that are not an evidence history; give --db another database.\n")
    }

    @Test func anUnreachablePostgreSQLIsExit74NamingTheHost() throws {
        let directory = try TemporaryDirectory()
        let run = try archive([("testA", .failed)], commit: "aaaa1111", in: directory)
        // Port 1 on loopback: nothing listens, the connection is refused at once.
        let outcome = try EvidenceProcess.run(["history", "add", run, "--db", "postgres://ci:secret@127.0.0.1:1/history"], environment: environment)
        #expect(outcome.status == 74)
        #expect(outcome.standardError.hasPrefix("error: Cannot reach the PostgreSQL history database at 127.0.0.1:1: "))
        #expect(outcome.standardError.hasSuffix("; nothing was written.\n"))
        #expect(!outcome.standardError.contains("secret"))
        #expect(outcome.standardError.split(separator: "\n").count == 1)
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test func theDefaultDatabaseIsUnderTheUsersDataFolder() throws {
        let directory = try TemporaryDirectory()
        let run = try archive([("testA", .failed)], commit: "aaaa1111", in: directory)
        let data = directory.path("data")
        let outcome = try EvidenceProcess.run(["history", "add", run], environment: EvidenceProcess.cleanEnvironment(["XDG_DATA_HOME": data]))
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasSuffix("to \(data)/evidence/history.sqlite.\n"))
        #expect(FileManager.default.fileExists(atPath: "\(data)/evidence/history.sqlite"))
        #expect(HistoryStore.defaultLocation(environment: ["HOME": "/home/ci"]) == "/home/ci/.local/share/evidence/history.sqlite")
    }

    @Test func aTamperedArchiveIsNotAdded() throws {
        let directory = try TemporaryDirectory()
        let run = try archive([("testA", .failed)], commit: "aaaa1111", in: directory)
        var entries = try ArchiveRewriter.entries(of: run)
        let index = entries.firstIndex { $0.path.hasSuffix(".log") }!
        entries[index].contents = Array("changed\n".utf8)
        try ArchiveRewriter.write(entries, to: run)
        let db = directory.path("runs.sqlite")
        let outcome = try EvidenceProcess.run(["history", "add", run, "--db", db], environment: environment)
        #expect(outcome.status == 65)
        #expect(outcome.standardError.contains("does not match its manifest"))
        #expect(!FileManager.default.fileExists(atPath: db))
    }

    @Test func usageMistakesAreExit64() throws {
        for (arguments, message) in [
            (["history", "list"], "error: history takes add, show, flaky or prune, not 'list'.\n"),
            (["history", "add"], "error: history add needs an archive.\n"),
            (["history", "prune"], "error: history prune needs --keep-days N.\n"),
            (["history", "flaky", "--keep-days", "3"], "error: --keep-days is for 'history prune' only.\n"),
        ] {
            let outcome = try EvidenceProcess.run(arguments, environment: environment)
            #expect(outcome.status == 64, "\(arguments)")
            #expect(outcome.standardError == message)
        }
    }
}
