import Foundation
import SQLite3

final class DigestCache {
    static let shared = DigestCache()
    let url: URL = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("digest.sqlite")
    private var db: OpaquePointer?

    func open() throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard sqlite3_open_v2(url.path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK else {
            throw CacheError.openFailed
        }
    }

    func save(_ items: [DigestItem], updatedAt: Date) throws {
        if db == nil { try open() }
        try exec("BEGIN")
        for item in items { try insert(item) }
        try exec("UPDATE meta SET updated_at = \(updatedAt.timeIntervalSince1970)")
        try exec("COMMIT")
    }
}
