import Foundation
import GRDB
import os

final class PollenStore {

    private let db: DatabaseQueue
    private let log = Logger(subsystem: "com.pollenly.app", category: "Store")
    var lastUpdated: Date?

    init(db: DatabaseQueue) {
        self.db = db
    }

    func insert(_ reading: PollenReading, deduplicate: Bool) throws {
        try db.write { db in
            if deduplicate, var existing = try PollenReading
                .filter(Column("regionID") == reading.regionID && Column("day") == reading.day)
                .fetchOne(db) {
                existing.fetchedAt = reading.fetchedAt
                try existing.update(db)
                log.info("insert \(reading.logDescription, privacy: .public) (dedupe: existing row kept, fetchedAt bumped)")
                return
            }
            try reading.insert(db)
            log.info("insert \(reading.logDescription, privacy: .public) (new row)")
        }
    }
}
