import Foundation
import GRDB

/// Local copy of the marina's berth list.
final class BerthStore {

    static let fileName = "berths.sqlite"
    private var queue: DatabaseQueue?

    /// Opens the database lazily. Holds guest names and phone numbers, so it
    /// is created with complete data protection.
    func open() throws -> DatabaseQueue {
        if let queue { return queue }
        let url = try FileManager.default
            .url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
            .appendingPathComponent(Self.fileName)
        var config = Configuration()
        config.prepareDatabase { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL")
        }
        let queue = try DatabaseQueue(path: url.path, configuration: config)
        try FileManager.default.setAttributes([.protectionKey: FileProtectionType.complete], ofItemAtPath: url.path)
        self.queue = queue
        return queue
    }

    func replaceBerths(_ berths: [Berth]) throws {
        try open().write { db in
            try Berth.deleteAll(db)
            for berth in berths { try berth.insert(db) }
        }
    }
}
