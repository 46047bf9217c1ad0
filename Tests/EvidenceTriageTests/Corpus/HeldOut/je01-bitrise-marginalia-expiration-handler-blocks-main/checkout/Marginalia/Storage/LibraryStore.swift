import Foundation
import SQLite3

final class LibraryStore {
    static let shared = LibraryStore(url: LibraryStore.defaultURL)

    private let writer = DispatchQueue(label: "com.marginalia.reader.library-writer")
    private var db: OpaquePointer?
    private(set) var syncCursor: String?

    init(url: URL) {
        sqlite3_open_v2(url.path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX, nil)
    }

    /// Imports one batch of changed articles inside a single transaction on the writer queue.
    func importBatch(_ batch: ArticleBatch, progress: (Double) -> Void) throws {
        try writer.sync {
            try exec("BEGIN IMMEDIATE")
            for (index, article) in batch.articles.enumerated() {
                try upsert(article)
                progress(Double(index + 1) / Double(batch.articles.count))
            }
            syncCursor = batch.cursor
            try exec("COMMIT")
        }
    }

    /// Closes the database even if a write is in flight.
    /// Waits for the writer queue so the connection is never closed under a statement.
    func forceClose() {
        writer.sync {
            sqlite3_interrupt(db)
            sqlite3_close_v2(db)
            db = nil
        }
    }

    private func exec(_ sql: String) throws {
        guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else { throw StoreError.sqlite(sql) }
    }

    private func upsert(_ article: Article) throws {
        try exec("INSERT OR REPLACE INTO article (id, url, title, body) VALUES ('\(article.id)', '\(article.url)', '\(article.title)', '')")
    }

    static var defaultURL: URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("library.sqlite")
    }
}

enum StoreError: Error { case sqlite(String) }
