import Foundation
import SQLite3

final class JournalStore {
    private let db: OpaquePointer
    private let queue = DispatchQueue(label: "driftlog.journal.write")
    init(db: OpaquePointer) { self.db = db }

    /// Saves the entry and its photo thumbnails in one transaction (~1-3 s with photos).
    func save(_ entry: JournalEntry) {
        queue.async {
            sqlite3_exec(self.db, "BEGIN IMMEDIATE", nil, nil, nil)
            self.insert(entry)
            self.insertThumbnails(for: entry)
            sqlite3_exec(self.db, "COMMIT", nil, nil, nil)
        }
    }
}
