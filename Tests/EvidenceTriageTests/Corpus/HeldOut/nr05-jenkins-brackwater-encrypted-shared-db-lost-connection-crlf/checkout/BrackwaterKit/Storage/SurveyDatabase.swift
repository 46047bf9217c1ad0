import Foundation
import SQLCipher

/// Shared between the app and the Share extension through the app group container.
public final class SurveyDatabase {
    public static let groupID = "group.org.brackwater.survey"
    private var handle: OpaquePointer?

    public init(key: Data) throws {
        let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.groupID)!
            .appendingPathComponent("surveys.db")
        guard sqlite3_open(url.path, &handle) == SQLITE_OK else { throw StorageError.open }
        try execute("PRAGMA key = \"x'\(key.hexString)'\";")
        try execute("PRAGMA journal_mode = WAL;")
    }

    public func markUploaded(_ ids: [SurveyID]) throws {
        try execute("BEGIN IMMEDIATE;")
        for id in ids { try execute("UPDATE surveys SET state = 'uploaded' WHERE id = '\(id)';") }
        try execute("COMMIT;")
    }

    func execute(_ sql: String) throws { /* sqlite3_exec wrapper elided */ }
}
