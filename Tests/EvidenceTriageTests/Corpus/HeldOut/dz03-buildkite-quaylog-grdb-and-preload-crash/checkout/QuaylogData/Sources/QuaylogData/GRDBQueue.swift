import Foundation
import GRDB

/// GRDB-backed implementation of the queue the app used to get from FMDB.
final class GRDBQueue: DBQueue {
    private let dbPool: DatabasePool

    init(dbPool: DatabasePool) {
        self.dbPool = dbPool
    }

    func inDatabase(_ block: (Database) throws -> Void) {
        withoutActuallyEscaping(block) { block in try! dbPool.write { db in try block(db) } }
    }

    func read<T>(_ block: (Database) throws -> T) -> T? {
        try? dbPool.read(block)
    }
}
