import CoreStore
import Foundation

/// Wraps a private CoreStore DataStack for the phone cache.
final class CoreStoreCache {
    private let dataStack: DataStack

    init() {
        dataStack = DataStack(xcodeModelName: "PhoneCache")
        try? dataStack.addStorageAndWait(SQLiteStore(fileName: "PhoneCache.sqlite"))
    }

    func importTechnicians(_ technicians: [Technician]) {
        dataStack.perform(
            asynchronous: { transaction in
                for tech in technicians {
                    let row = try transaction.importUniqueObject(Into<CachedTechnician>(), source: tech)
                    row?.lastSeen = Date()
                }
            },
            completion: { _ in
                // merged into the main context on DispatchQueue.main
                NotificationCenter.default.post(name: .phoneCacheDidChange, object: nil)
            }
        )
    }

    deinit {
        // DataStack (and its coordinator) is released here, on whatever queue drops
        // the last reference to the cache.
    }
}
