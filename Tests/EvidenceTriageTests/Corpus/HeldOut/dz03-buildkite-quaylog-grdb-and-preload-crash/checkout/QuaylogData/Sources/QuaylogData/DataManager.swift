import Foundation
import GRDB

public protocol DBQueue: AnyObject {
    func inDatabase(_ block: (Database) throws -> Void)
    func read<T>(_ block: (Database) throws -> T) -> T?
}

/// Chooses the storage engine. While the `grdb` flag is off the legacy FMDB
/// queue owns the file; GRDB is only used to run migrations and is then closed.
public final class DataManager {
    public let queue: DBQueue

    public init(path: String, useGRDB: Bool = FeatureFlag.grdb.enabled) throws {
        let pool = try DatabasePool(path: path)
        try Migrations.migrator.migrate(pool)

        if useGRDB {
            queue = FMDBQueue(path: path)
        } else {
            try pool.close()
            queue = GRDBQueue(dbPool: pool)
        }
    }
}
