import Foundation
import SQLite3

public protocol DatabaseOpening: Sendable {
    func open(_ configuration: DatabaseConfiguration) throws -> SQLiteDatabase
}

public final class SQLiteDatabase {
    public enum Error: Swift.Error, Equatable {
        case failedToOpenDatabase(String)
        case statementFailed(String)
    }

    let handle: OpaquePointer

    init(handle: OpaquePointer) {
        self.handle = handle
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    public static func open(_ configuration: DatabaseConfiguration) throws -> SQLiteDatabase {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
            | configuration.fileProtection.sqliteOpenFlag
        let status = sqlite3_open_v2(configuration.url.path, &handle, flags, nil)
        guard status == SQLITE_OK, let handle else {
            if let handle { sqlite3_close_v2(handle) }
            // SQLITE_AUTH (23) is what a locked device returns for a protected file.
            throw Error.failedToOpenDatabase("status: (\(status)) (unknown error code)")
        }
        return SQLiteDatabase(handle: handle)
    }
}

public struct LiveDatabaseOpener: DatabaseOpening {
    public init() {}
    public func open(_ configuration: DatabaseConfiguration) throws -> SQLiteDatabase {
        try SQLiteDatabase.open(configuration)
    }
}
