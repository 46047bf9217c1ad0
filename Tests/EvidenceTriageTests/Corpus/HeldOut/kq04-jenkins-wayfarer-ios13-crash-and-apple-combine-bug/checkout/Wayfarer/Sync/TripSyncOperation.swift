import CoreData
import Foundation

/// Pulls itinerary changes and writes them to the local store. Runs from the trip-sync
/// BGAppRefreshTask, i.e. usually while the phone is locked in a pocket.
final class TripSyncOperation: Operation {
    let persistence: PersistenceController
    let api: TripsAPI

    init(persistence: PersistenceController, api: TripsAPI = .live) {
        self.persistence = persistence
        self.api = api
    }

    override func main() {
        guard !isCancelled else { return }
        // The store is opened lazily; with NSFileProtectionComplete it cannot be opened while
        // the device is locked, and loadIfNeeded() then leaves the coordinator without stores.
        persistence.loadIfNeeded()
        let context = persistence.container.newBackgroundContext()
        context.performAndWait {
            let changes = api.pendingChanges()
            TripMerge.apply(changes, in: context)
            try! context.save()
        }
    }
}
