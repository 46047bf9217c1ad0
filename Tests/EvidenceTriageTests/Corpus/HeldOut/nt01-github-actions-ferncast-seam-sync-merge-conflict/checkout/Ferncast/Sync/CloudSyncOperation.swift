import CoreData
import CloudKit

/// Applies server-side changes fetched from CloudKit to the local store.
final class CloudSyncOperation: Operation {
    let backingContext: NSManagedObjectContext
    private(set) lazy var localStoreMOC: NSManagedObjectContext = {
        let moc = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        moc.persistentStoreCoordinator = backingContext.persistentStoreCoordinator
        return moc
    }()
    private let changes: [ServerFolderChange]

    init(backingContext: NSManagedObjectContext, changes: [ServerFolderChange]) {
        self.backingContext = backingContext
        self.changes = changes
    }

    override func main() {
        do { try fetchAndApplyServerChangesToLocalDatabase() }
        catch { SyncLog.error("ERROR during performSync() \(error)") ; lastError = error }
    }

    var lastError: Error?

    func fetchAndApplyServerChangesToLocalDatabase() throws {
        try localStoreMOC.performAndWait {
            for change in changes {
                let folder = try Folder.find(recordID: change.recordID, in: localStoreMOC)
                folder?.label = change.label
                folder?.index = Int16(change.index)
            }
            try localStoreMOC.saveIfHasChanges()
        }
    }
}
