import Foundation
import os
import SQLite3

final class MessageStore {
    static let shared = MessageStore(url: MessageStore.defaultURL)
    private static let log = Logger(subsystem: "com.quayside.chat", category: "store")

    private let url: URL
    private var db: OpaquePointer?

    init(url: URL) { self.url = url }

    /// Opened lazily on first use. Messages are end-to-end encrypted content at rest, so the file is
    /// created with complete protection (QS-377).
    func open() throws {
        guard db == nil else { return }
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX | SQLITE_OPEN_FILEPROTECTION_COMPLETE
        let rc = sqlite3_open_v2(url.path, &db, flags, nil)
        guard rc == SQLITE_OK else {
            let message = String(cString: sqlite3_errstr(rc))
            Self.log.error("sqlite3_open_v2 failed: (\(rc, privacy: .public)) \(message, privacy: .public)")
            sqlite3_close(db); db = nil
            throw StoreError.sqlite(code: rc, message: message)
        }
    }

    func insert(_ messages: [Message]) throws { try open(); /* … */ }

    static var defaultURL: URL {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.quayside.chat")!
            .appendingPathComponent("messages.sqlite")
    }
}

enum StoreError: Error, CustomStringConvertible {
    case sqlite(code: Int32, message: String)
    var description: String {
        switch self { case let .sqlite(code, message): return "SQLite error \(code): \(message)" }
    }
}
