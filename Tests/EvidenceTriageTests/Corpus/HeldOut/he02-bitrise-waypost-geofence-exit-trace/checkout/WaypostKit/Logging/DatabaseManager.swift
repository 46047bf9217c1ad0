import Foundation
import SQLite3

/// Log lines are persisted asynchronously on a serial queue so callers on the
/// location delegate queue never block on SQLite.
public final class DatabaseManager {
    private let queue = DispatchQueue(label: "app.waypost.db")
    private var db: OpaquePointer?

    public init(inMemory: Bool) {
        sqlite3_open(inMemory ? ":memory:" : Self.defaultPath, &db)
        exec("CREATE TABLE IF NOT EXISTS log(ts REAL, level TEXT, message TEXT)")
    }

    public func insertLog(level: String, message: String) {
        queue.async { [weak self] in
            self?.exec("INSERT INTO log VALUES(\(Date().timeIntervalSince1970), '\(level)', '\(message.sqlEscaped)')")
        }
    }

    public func logLines(matching needle: String) -> [(level: String, message: String)] {
        queue.sync { query("SELECT level, message FROM log WHERE message LIKE '%\(needle.sqlEscaped)%' ORDER BY ts") }
    }
}
