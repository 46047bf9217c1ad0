import EvidenceCore
import Foundation

/// The history in one SQLite file: WAL (readers never wait for a writer), a busy timeout (writers
/// queue instead of failing), statements compiled once per connection.
final class SQLiteHistoryConnection: HistoryConnection {
    /// How long a writer waits for another's lock; 8 concurrent adds of 1,000 tests each fit easily.
    static let busyTimeout: Int32 = 60_000

    let database: SQLiteDatabase
    let displayName: String
    let identityColumn = "INTEGER PRIMARY KEY"
    let clusteredTableSuffix = " WITHOUT ROWID"
    private var statements: [String: SQLiteStatement] = [:]

    init(path: String) throws {
        displayName = path
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw EvidenceError(.outputFailed, "Cannot create the folder of the history database \(path): \(error.localizedDescription).")
            }
        }
        do {
            database = try SQLiteDatabase(path: path, busyTimeout: Self.busyTimeout)
        } catch {
            throw EvidenceError(.outputFailed, "Cannot open the history database \(path): \(error).")
        }
        // Switching a new file to WAL needs its exclusive lock, and SQLite answers a second process
        // doing the same at that moment with SQLITE_BUSY at once, without the busy handler (to avoid a
        // deadlock): retry within the same timeout. Once one process has switched, it is a no-op.
        var waited: Int32 = 0
        while true {
            do {
                try database.execute("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL")
                break
            } catch let error as SQLiteError where error.isBusy && waited < Self.busyTimeout {
                usleep(20_000)
                waited += 20
            } catch {
                throw describe(error, doing: "open")
            }
        }
    }

    @discardableResult
    func execute(_ sql: String, _ parameters: [HistoryValue]) throws -> [[String?]] {
        let statement: SQLiteStatement
        if let cached = statements[sql] {
            statement = cached
        } else {
            statement = try database.prepare(sql)
            statements[sql] = statement
        }
        defer { statement.reset() }
        for (offset, parameter) in parameters.enumerated() {
            let index = Int32(offset + 1)
            switch parameter {
            case .null: try statement.bindNull(at: index)
            case .integer(let value): try statement.bind(value, at: index)
            case .text(let value): try statement.bind(value, at: index)
            }
        }
        var rows: [[String?]] = []
        while try statement.step() {
            rows.append((0..<statement.columnCount).map { statement.string(at: $0) })
        }
        return rows
    }

    /// IMMEDIATE: take the write lock now, so two writers never deadlock upgrading read locks.
    func beginWriting() throws { try database.execute("BEGIN IMMEDIATE") }
    func beginMigrating() throws { try beginWriting() }

    func tableExists(_ name: String) throws -> Bool {
        try execute("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = $1", [.text(name)]).first?.first == "1"
    }

    func hasOtherTables() throws -> Bool {
        try execute("SELECT count(*) FROM sqlite_master WHERE type = 'table'", []).first?.first != "0"
    }

    func describe(_ error: Error, doing: String) -> EvidenceError {
        if let error = error as? EvidenceError { return error }
        if let error = error as? SQLiteError {
            if error.isNotADatabase {
                return EvidenceError(.malformedInput, "\(displayName) is not a SQLite database (\(error.message)).")
            }
            if error.isBusy {
                return EvidenceError(.outputFailed, "Cannot \(doing) the history database \(displayName): it stayed locked by another process for \(Self.busyTimeout / 1000) seconds.")
            }
        }
        return EvidenceError(.outputFailed, "Cannot \(doing) the history database \(displayName): \(error).")
    }
}
