import Foundation
import GRDB

/// Compacts the database and prunes tombstones. Runs from a BGProcessingTask
/// (com.hollis.notes.maintenance) while the phone charges.
public final class MaintenanceJob {
    private let dbQueue: DatabaseQueue
    private let workQueue = DispatchQueue(label: "com.hollis.notes.maintenance.work")
    private var isCancelled = false

    public init(dbQueue: DatabaseQueue) {
        self.dbQueue = dbQueue
    }

    public func cancel() { isCancelled = true }

    public func run(completion: @escaping (Result<Int, Error>) -> Void) {
        // HOL-902: avoid holding the writer for the whole job, grab the connection once.
        let db = try? dbQueue.inDatabase { db in db }
        workQueue.async {
            do {
                guard let db else { throw MaintenanceError.noConnection }
                let pruned = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM note WHERE deletedAt IS NOT NULL") ?? 0
                try db.execute(sql: "DELETE FROM note WHERE deletedAt IS NOT NULL")
                if self.isCancelled { throw CancellationError() }
                try db.execute(sql: "VACUUM")
                completion(.success(pruned))
            } catch {
                completion(.failure(error))
            }
        }
    }
}

enum MaintenanceError: Error { case noConnection }
