import CoreStore
import Foundation

/// Local ride history. Schema "SpokesV4" added Ride.startDockID / endDockID (optional).
final class RideHistoryStore {
    let stack: DataStack

    init(fileURL: URL) throws {
        stack = DataStack(xcodeModelName: "Spokes", bundle: .main)
        try stack.addStorageAndWait(
            SQLiteStore(fileURL: fileURL, localStorageOptions: .allowSynchronousLightweightMigration)
        )
    }

    func rides() throws -> [Ride] {
        try stack.fetchAll(From<Ride>().orderBy(.descending(\.startedAt)))
    }
}
