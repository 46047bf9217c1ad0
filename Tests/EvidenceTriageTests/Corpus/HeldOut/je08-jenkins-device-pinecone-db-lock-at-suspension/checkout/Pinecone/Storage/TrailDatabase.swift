import Foundation
import SQLite3

final class TrailDatabase {
    static let shared = TrailDatabase(url: TrailDatabase.defaultURL)

    /// Flags used for every connection. WAL mode is enabled after open.
    static let openFlags: Int32 = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        | SQLITE_OPEN_FILEPROTECTION_COMPLETE

    private(set) var db: OpaquePointer?
    let writer = DispatchQueue(label: "com.pinecone.trails.db-writer")

    init(url: URL) {
        sqlite3_open_v2(url.path, &db, Self.openFlags, nil)
        sqlite3_exec(db, "PRAGMA journal_mode=WAL", nil, nil, nil)
    }

    /// Imports a batch of GPS points in one transaction. Large tracks take several seconds.
    func commit(_ points: [TrackPoint], cancelled: @escaping () -> Bool) {
        writer.async {
            sqlite3_exec(self.db, "BEGIN IMMEDIATE", nil, nil, nil)
            for point in points where !cancelled() { self.insert(point) }
            sqlite3_exec(self.db, cancelled() ? "ROLLBACK" : "COMMIT", nil, nil, nil)
        }
    }

    private func insert(_ point: TrackPoint) { /* prepared statement bind/step */ }

    static var defaultURL: URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("trails.sqlite")
    }
}
