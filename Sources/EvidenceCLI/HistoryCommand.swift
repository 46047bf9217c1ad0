import CommandLayer
import EvidenceKit
import Foundation

struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "history",
        abstract: "Record runs in a history database and ask it what fails since when and what flakes.",
        discussion: """
            add ARCHIVE records a run (adding the same archive twice changes nothing); show TEST lists a
            test's latest runs; flaky lists the tests that flaked in the latest runs; prune --keep-days N
            removes older runs. --db is a SQLite file (default $XDG_DATA_HOME/evidence/history.sqlite) or
            a postgres:// URL shared by a fleet. triage and comment take --history DB.
            """,
        usage: "history (add ARCHIVE | show TEST | flaky | prune --keep-days N) [--db PATH | --db postgres://…]",
        arguments: [
            ArgumentSpec("action", help: "add, show, flaky or prune.", choices: Action.allCases.map(\.rawValue)),
            ArgumentSpec("target", help: "The archive (add) or the test, as triage names it (show).", optional: true),
        ],
        options: [Options.database.spec, Options.keepDays.spec, Options.last.spec, Options.rules.spec]
    )

    enum Options {
        static let database = Option<String?>.value("db", "path-or-url", help: "The history: a SQLite file, or a postgres:// or postgresql:// URL.")
        static let keepDays = Option<Int?>.number("keep-days", "n", help: "prune: keep the runs of the last n days.", in: 0...100_000)
        static let last = Option<Int>.number("last", "n", help: "flaky: look at the latest n runs.", in: 1...1_000_000, default: 200)
        static let rules = Option<String?>.value("rules", "file", help: "add: team rules (JSON) the failures are labelled with.")
    }

    enum Action: String, CaseIterable { case add, show, flaky, prune }

    var action: Action
    var target: String?
    /// `--db`; nil: the default location in the environment the command runs in.
    var database: String?
    var keepDays: Int?
    var lastRuns: Int
    var rulesFile: String?

    init(arguments: ParsedArguments) throws {
        guard let action = Action(rawValue: arguments.positionals[0]) else {
            throw UsageError("history takes add, show, flaky or prune, not '\(arguments.positionals[0])'.")
        }
        self.action = action
        target = arguments.positionals.count > 1 ? arguments.positionals[1] : nil
        switch action {
        case .add, .show:
            guard target != nil else { throw UsageError("history \(action.rawValue) needs \(action == .add ? "an archive" : "a test name").") }
        case .flaky, .prune:
            if let target { throw UsageError("Unexpected argument '\(target)' for 'history \(action.rawValue)'.") }
        }
        keepDays = try arguments.value(for: Options.keepDays)
        if action == .prune, keepDays == nil { throw UsageError("history prune needs --keep-days N.") }
        if action != .prune, keepDays != nil { throw UsageError("--keep-days is for 'history prune' only.") }
        lastRuns = try arguments.value(for: Options.last)
        database = arguments.value(for: Options.database)
        rulesFile = arguments.value(for: Options.rules)
    }

    func run(context: CommandContext, output: inout TextOutput) throws -> ExitStatus {
        let database = database ?? HistoryStore.defaultLocation(environment: context.environment)
        switch action {
        case .add:
            // Read and check the archive before opening the database: bad input writes nothing.
            let result = try TriageOptions(archive: target!, rulesFile: rulesFile).triage(context: context)
            guard result.input.integrityProblems.isEmpty else {
                throw CommandFailure(status: .malformedInput, message: "\(target!) does not match its manifest (\(result.input.integrityProblems[0])); run 'evidence verify' — it was not added.")
            }
            let run = RunRecord(result)
            let added = try runReportingFailures { try HistoryStore(location: database, creating: true).add(run) }
            if added {
                let failed = run.outcomes.filter { $0.status == .failed }.count
                output.print("Added \(target!) (sha256 \(run.archiveSHA256.prefix(12)), commit \(run.commit ?? "unknown"), \(run.outcomes.count) tests, \(failed) failed) to \(Self.name(database)).")
            } else {
                output.print("\(target!) (sha256 \(run.archiveSHA256.prefix(12))) is already in \(Self.name(database)); nothing changed.")
            }
        case .show:
            let (entries, past) = try runReportingFailures {
                let store = try HistoryStore(location: database)
                return (try store.runs(of: target!), try store.failureHistory([target!])[target!])
            }
            guard !entries.isEmpty else {
                output.print("\(target!) is in no run of \(Self.name(database)).")
                return .success
            }
            output.print("\(target!): \(past?.summary ?? "never failed")")
            for entry in entries {
                let fields = [FailureHistory.day(entry.time), entry.commit.map { String($0.prefix(12)) } ?? "unknown", entry.branch ?? "-",
                              entry.status, entry.category ?? "", entry.runURL ?? ""]
                output.print(fields.joined(separator: "  ").trimmingCharacters(in: .whitespaces))
            }
        case .flaky:
            let tests = try runReportingFailures { try HistoryStore(location: database).flakyTests(lastRuns: lastRuns) }
            guard !tests.isEmpty else {
                output.print("No test flaked in the latest \(lastRuns) runs of \(Self.name(database)).")
                return .success
            }
            for test in tests { output.print("flaky in \(test.flakyRuns) of \(test.runs) runs  \(test.test)") }
        case .prune:
            let removed = try runReportingFailures { try HistoryStore(location: database).prune(keepDays: keepDays!) }
            output.print("Removed \(removed) run\(removed == 1 ? "" : "s") older than \(keepDays!) days from \(Self.name(database)).")
        }
        return .success
    }

    /// The database as messages name it: a path, or the URL without its password.
    static func name(_ location: String) -> String {
        guard HistoryStore.isPostgres(location), let at = location.lastIndex(of: "@"), let scheme = location.range(of: "://") else { return location }
        return String(location[..<scheme.upperBound]) + String(location[location.index(after: at)...])
    }
}
