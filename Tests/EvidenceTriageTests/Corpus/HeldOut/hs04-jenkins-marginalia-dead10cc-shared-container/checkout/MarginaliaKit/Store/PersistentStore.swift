import CoreData
import Foundation

/// One SQLite store shared by the app and the share extension, so it lives in the
/// App Group container (group.com.marginalia.shared).
public final class PersistentStore {
    public static let shared = PersistentStore()
    public static let appGroup = "group.com.marginalia.shared"

    public let container: NSPersistentContainer

    private init() {
        container = NSPersistentContainer(name: "Marginalia", managedObjectModel: .marginalia)
        let groupURL = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.appGroup)!
        let description = NSPersistentStoreDescription(
            url: groupURL.appendingPathComponent("Library/Application Support/Marginalia.sqlite"))
        description.setOption(FileProtectionType.completeUntilFirstUserAuthentication as NSObject,
                              forKey: NSPersistentStoreFileProtectionKey)
        container.persistentStoreDescriptions = [description]
        container.loadPersistentStores { _, error in
            if let error { fatalError("store failed to load: \(error)") }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
    }

    public func newSyncContext() -> NSManagedObjectContext {
        let context = container.newBackgroundContext()
        context.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        return context
    }
}
