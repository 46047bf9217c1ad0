import Foundation
import SQLite3

final class HistoryStore {
    static let shared = try! HistoryStore()
    private var db: OpaquePointer?
    private var recentStatement: OpaquePointer?

    init() throws {
        let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.app.fenmoor")!
            .appendingPathComponent("history.sqlite")
        guard sqlite3_open(url.path, &db) == SQLITE_OK else { throw HistoryError.open }
        sqlite3_exec(db, "PRAGMA journal_mode=WAL;", nil, nil, nil)
        sqlite3_prepare_v2(db, "SELECT id, started, minutes FROM sessions ORDER BY started DESC", -1, &recentStatement, nil)
    }

    /// Used by the widget timeline and the history list.
    func firstRecentSession() -> Session? {
        guard sqlite3_step(recentStatement) == SQLITE_ROW else { return nil }
        return Session(statement: recentStatement!)
    }

    func compact(olderThan cutoff: Date) throws {
        sqlite3_exec(db, "DELETE FROM samples WHERE ts < \(cutoff.timeIntervalSince1970);", nil, nil, nil)
    }
}
