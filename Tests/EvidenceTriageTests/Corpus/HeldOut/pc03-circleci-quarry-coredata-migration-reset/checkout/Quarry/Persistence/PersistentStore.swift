import CoreData
import os

final class PersistentStore {
    static let storeName = "Quarry"
    private let log = Logger(subsystem: "com.quarryfield.quarry", category: "Store")
    let container: NSPersistentContainer
    var automaticallyResetsIncompatibleStore = true
    private(set) var didResetStore = false

    init(model: NSManagedObjectModel, directory: URL) {
        container = NSPersistentContainer(name: Self.storeName, managedObjectModel: model)
        let description = NSPersistentStoreDescription(url: directory.appendingPathComponent("\(Self.storeName).sqlite"))
        description.shouldMigrateStoreAutomatically = true
        description.shouldInferMappingModelAutomatically = true
        description.shouldAddStoreAsynchronously = false
        container.persistentStoreDescriptions = [description]
    }

    func load() {
        container.loadPersistentStores { description, error in
            guard let error = error as NSError? else { return }
            self.log.error("load failed: \(error.domain, privacy: .public) \(error.code)")
            // Reset the persistent store when the on-disk model can't be migrated
            if self.automaticallyResetsIncompatibleStore && error.code == NSMigrationMissingSourceModelError {
                self.destroyAndReload(description)
            }
        }
    }

    private func destroyAndReload(_ description: NSPersistentStoreDescription) {
        guard let url = description.url else { return }
        try? container.persistentStoreCoordinator.destroyPersistentStore(at: url, ofType: NSSQLiteStoreType)
        didResetStore = true
        container.loadPersistentStores { _, _ in }
    }
}
