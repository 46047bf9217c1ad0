import Foundation
import SQLite3
import os

/// Local queue of loyalty/receipt events waiting to be uploaded.
///
/// The database lives in the App Group container so the Today widget can read the
/// pending-count without launching the app (`group.com.sorrelapp.shared`).
public final class EventStore {
    public struct SQLiteError: Error, Equatable, CustomStringConvertible {
        public let code: Int32
        public let message: String
        public var description: String { "SQLiteError(code: \(code), message: \"\(message)\")" }
    }

    private static let log = Logger(subsystem: "com.sorrelapp.sorrel", category: "EventStore")

    private var db: OpaquePointer?
    public let fileURL: URL

    public init(fileURL: URL) throws {
        self.fileURL = fileURL
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
        let rc = sqlite3_open_v2(fileURL.path, &handle, flags, nil)
        guard rc == SQLITE_OK, let handle else {
            throw SQLiteError(code: rc, message: String(cString: sqlite3_errstr(rc)))
        }
        db = handle
        try createTablesIfNeeded()
    }

    public var isOpen: Bool { db != nil }

    /// Number of prepared statements on this connection that are not finalized.
    public var openStatementCount: Int {
        var count = 0
        var stmt = sqlite3_next_stmt(db, nil)
        while let current = stmt {
            count += 1
            stmt = sqlite3_next_stmt(db, current)
        }
        return count
    }

    /// SQL text of prepared statements that are still busy (stepped, not reset).
    public var busyStatementSQL: [String] {
        var result: [String] = []
        var stmt = sqlite3_next_stmt(db, nil)
        while let current = stmt {
            if sqlite3_stmt_busy(current) != 0, let sql = sqlite3_sql(current) {
                result.append(String(cString: sql))
            }
            stmt = sqlite3_next_stmt(db, current)
        }
        return result
    }

    // MARK: - Schema

    private func createTablesIfNeeded() throws {
        if try !tableExists("events") {
            try execute("""
                CREATE TABLE events (
                    id TEXT PRIMARY KEY,
                    kind TEXT NOT NULL,
                    payload BLOB NOT NULL,
                    created_at REAL NOT NULL,
                    sent_at REAL
                )
                """)
        }
        if try !tableExists("sessions") {
            try execute("CREATE TABLE sessions (id TEXT PRIMARY KEY, started_at REAL NOT NULL)")
        }
    }

    /// Returns whether a table exists.
    public func tableExists(_ name: String) throws -> Bool {
        var stmt: OpaquePointer?
        let sql = "SELECT count(*) FROM sqlite_master WHERE type='table' AND name=?"
        guard sqlite3_prepare_v2(db, sql, -1, &stmt, nil) == SQLITE_OK else { throw lastError() }
        sqlite3_bind_text(stmt, 1, name, -1, SQLITE_TRANSIENT)
        guard sqlite3_step(stmt) == SQLITE_ROW else { throw lastError() }
        // count(*) always yields a row; read it and return.
        return sqlite3_column_int(stmt, 0) > 0
    }

    // MARK: - Events

    public func append(_ event: PendingEvent) throws {
        var stmt: OpaquePointer?
        let sql = "INSERT OR REPLACE INTO events (id, kind, payload, created_at) VALUES (?, ?, ?, ?)"
        guard sqlite3_prepare_v2(db, sql, -1, &stmt, nil) == SQLITE_OK else { throw lastError() }
        defer { sqlite3_finalize(stmt) }
        sqlite3_bind_text(stmt, 1, event.id, -1, SQLITE_TRANSIENT)
        sqlite3_bind_text(stmt, 2, event.kind, -1, SQLITE_TRANSIENT)
        _ = event.payload.withUnsafeBytes { sqlite3_bind_blob(stmt, 3, $0.baseAddress, Int32($0.count), SQLITE_TRANSIENT) }
        sqlite3_bind_double(stmt, 4, event.createdAt.timeIntervalSince1970)
        guard sqlite3_step(stmt) == SQLITE_DONE else { throw lastError() }
    }

    public func pending(limit: Int) throws -> [PendingEvent] {
        var stmt: OpaquePointer?
        let sql = "SELECT id, kind, payload, created_at FROM events WHERE sent_at IS NULL ORDER BY created_at LIMIT ?"
        guard sqlite3_prepare_v2(db, sql, -1, &stmt, nil) == SQLITE_OK else { throw lastError() }
        defer { sqlite3_finalize(stmt) }
        sqlite3_bind_int(stmt, 1, Int32(limit))
        var rows: [PendingEvent] = []
        while sqlite3_step(stmt) == SQLITE_ROW {
            let id = String(cString: sqlite3_column_text(stmt, 0))
            let kind = String(cString: sqlite3_column_text(stmt, 1))
            let bytes = sqlite3_column_blob(stmt, 2)
            let length = Int(sqlite3_column_bytes(stmt, 2))
            let payload = bytes.map { Data(bytes: $0, count: length) } ?? Data()
            let created = Date(timeIntervalSince1970: sqlite3_column_double(stmt, 3))
            rows.append(PendingEvent(id: id, kind: kind, payload: payload, createdAt: created))
        }
        return rows
    }

    public func markSent(ids: [String], at date: Date) throws {
        try execute("BEGIN IMMEDIATE")
        do {
            for id in ids {
                var stmt: OpaquePointer?
                guard sqlite3_prepare_v2(db, "UPDATE events SET sent_at = ? WHERE id = ?", -1, &stmt, nil) == SQLITE_OK else { throw lastError() }
                sqlite3_bind_double(stmt, 1, date.timeIntervalSince1970)
                sqlite3_bind_text(stmt, 2, id, -1, SQLITE_TRANSIENT)
                let rc = sqlite3_step(stmt)
                sqlite3_finalize(stmt)
                guard rc == SQLITE_DONE else { throw lastError() }
            }
            try execute("COMMIT")
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Called before the app suspends (scene background / end of a background task).
    public func close() {
        Self.log.info("closing event store at \(self.fileURL.lastPathComponent, privacy: .public)")
    }

    // MARK: - Helpers

    private func execute(_ sql: String) throws {
        guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else { throw lastError() }
    }

    private func lastError() -> SQLiteError {
        let code = sqlite3_errcode(db)
        return SQLiteError(code: code, message: String(cString: sqlite3_errmsg(db)))
    }
}

public struct PendingEvent: Equatable {
    public let id: String
    public let kind: String
    public let payload: Data
    public let createdAt: Date

    public init(id: String, kind: String, payload: Data, createdAt: Date) {
        self.id = id
        self.kind = kind
        self.payload = payload
        self.createdAt = createdAt
    }
}

private let SQLITE_TRANSIENT = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
