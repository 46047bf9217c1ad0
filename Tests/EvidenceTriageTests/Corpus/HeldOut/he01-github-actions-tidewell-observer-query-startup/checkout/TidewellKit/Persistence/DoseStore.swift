import CoreData
import Foundation

public final class DoseStore {
    let cacheStore: PersistenceController
    let uploader: DoseUploading

    public init(cacheStore: PersistenceController, uploader: DoseUploading) {
        self.cacheStore = cacheStore
        self.uploader = uploader
    }

    public func processPendingUploads() throws {
        try cacheStore.managedObjectContext.performAndWait {
            for ack in uploader.drainAcknowledgements() {
                // Acknowledged uploads are written back as "uploaded" rows. A row that was
                // deleted locally while its upload was in flight is re-inserted here.
                let object = CachedDoseObject.findOrInsert(syncIdentifier: ack, in: cacheStore.managedObjectContext)
                object.uploadState = .uploaded
            }
            try cacheStore.managedObjectContext.save()
        }
    }
}
