import CoreData

/// Core Data stack for reminders and adherence history.
final class PersistenceStack: CustomStringConvertible {
    enum StoreKind { case sqlite(URL), inMemory }

    let container: NSPersistentContainer
    let kind: StoreKind

    init(kind: StoreKind, modelName: String = "Medley") {
        self.kind = kind
        container = NSPersistentContainer(name: modelName)
        let description = NSPersistentStoreDescription()
        switch kind {
        case .sqlite(let url):
            description.url = url
        case .inMemory:
            description.type = NSInMemoryStoreType
        }
        container.persistentStoreDescriptions = [description]
        container.loadPersistentStores { _, error in
            if let error { NSLog("[Persistence] load failed: %@", error as NSError) }
        }
    }

    var storeURL: URL? {
        if case .sqlite(let url) = kind { return url }
        return nil
    }

    /// Used in diagnostics exports and support emails.
    var description: String {
        let needsMigration = MDLMigrationInfo.storeNeedsMigration(at: storeURL, model: container.managedObjectModel)
        return "PersistenceStack(\(container.persistentStoreDescriptions.first?.type ?? "?"), needsMigration: \(needsMigration))"
    }
}
