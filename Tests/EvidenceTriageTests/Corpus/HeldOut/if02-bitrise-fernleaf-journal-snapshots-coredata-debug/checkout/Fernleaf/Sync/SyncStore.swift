import CoreData

/// Store used by the journal-sync refresh task. Imports run on a private
/// background context; the view context merges the changes.
final class SyncStore {
    static let importerKey = "com.fernleaf.sync.importer"

    let container: NSPersistentContainer
    let importContext: NSManagedObjectContext

    init(container: NSPersistentContainer) {
        self.container = container
        importContext = container.newBackgroundContext()
        importContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        importContext.name = "journal-sync-import"
        importContext.userInfo[SyncStore.importerKey] = WeakImporter(store: nil)
        container.viewContext.automaticallyMergesChangesFromParent = true
    }

    func importEntries(_ payloads: [EntryPayload]) async throws -> Int {
        try await importContext.perform {
            for payload in payloads {
                let entry = Entry.findOrCreate(remoteID: payload.id, in: self.importContext)
                entry.apply(payload)
            }
            try self.importContext.save()
            return payloads.count
        }
    }
}

final class WeakImporter: NSObject {
    weak var store: SyncStore?
    init(store: SyncStore?) { self.store = store }
}
