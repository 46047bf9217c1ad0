import Foundation
import GRDB

protocol LabelProvider {
    func labels(for ids: [String]) async throws -> [String: [String]]
}

/// The work behind com.cairnpix.index.rebuild: label photos in batches of 100 and remember where it stopped.
final class PhotoIndexJob {
    private let storeURL: URL
    private let labels: LabelProvider
    private let pending: () -> [String]

    init(storeURL: URL, labels: LabelProvider, pending: @escaping () -> [String]) {
        self.storeURL = storeURL
        self.labels = labels
        self.pending = pending
    }

    func run() async throws {
        // The background task gets its own pool so it never contends with the UI's.
        let pool = try DatabasePool(path: storeURL.path)
        let ids = pending()
        for batch in stride(from: 0, to: ids.count, by: 100).map({ Array(ids[$0..<min($0 + 100, ids.count)]) }) {
            try Task.checkCancellation()
            try await pool.write { db in
                try db.execute(sql: "INSERT OR REPLACE INTO indexCursor (name, lastID) VALUES ('labels', ?)",
                               arguments: [batch.last!])
            }
            let found = try await labels.labels(for: batch)
            try await pool.write { db in
                for (id, tags) in found {
                    try db.execute(sql: "INSERT OR REPLACE INTO photo (id, labels, indexedAt) VALUES (?, ?, ?)",
                                   arguments: [id, tags.joined(separator: ","), Date()])
                }
            }
        }
    }
}
