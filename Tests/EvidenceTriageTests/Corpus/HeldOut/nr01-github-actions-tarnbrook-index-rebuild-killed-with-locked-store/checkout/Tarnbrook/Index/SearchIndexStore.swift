import Foundation
import SQLite3

final class SearchIndexStore {
    static let groupID = "group.com.tarnbrook.shared"
    private var db: OpaquePointer?

    init() throws {
        let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.groupID)!
        let url = container.appendingPathComponent("Index/search.sqlite")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard sqlite3_open(url.path, &db) == SQLITE_OK else { throw IndexError.openFailed }
        // Shared with the share extension; rollback journal keeps a single file.
        sqlite3_exec(db, "PRAGMA journal_mode=DELETE;", nil, nil, nil)
    }

    func rebuild(documents: [ScannedDocument], isCancelled: () -> Bool) throws {
        sqlite3_exec(db, "BEGIN EXCLUSIVE;", nil, nil, nil)
        sqlite3_exec(db, "DELETE FROM terms;", nil, nil, nil)
        for document in documents {
            if isCancelled() { break }
            try insertTerms(for: document)
        }
        sqlite3_exec(db, "COMMIT;", nil, nil, nil)
    }

    private func insertTerms(for document: ScannedDocument) throws {
        for page in document.pages { try page.ocrText.tokens().forEach(insert) }
    }

    private func insert(_ token: String) throws { /* prepared statement elided */ }
}
