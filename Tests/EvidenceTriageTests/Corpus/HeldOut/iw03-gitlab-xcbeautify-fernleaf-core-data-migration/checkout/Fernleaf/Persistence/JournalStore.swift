import CoreData

final class JournalStore {
    static let defaultURL = URL.applicationSupportDirectory.appending(path: "Fernleaf.sqlite")
    static let model: NSManagedObjectModel = {
        let url = Bundle(for: JournalStore.self).url(forResource: "Fernleaf", withExtension: "momd")!
        return NSManagedObjectModel(contentsOf: url)!
    }()

    let url: URL
    private(set) var coordinator: NSPersistentStoreCoordinator?

    init(url: URL) { self.url = url }

    /// Opens the store with lightweight migration from any shipped model version.
    func open() throws {
        let psc = NSPersistentStoreCoordinator(managedObjectModel: Self.model)
        try psc.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: url, options: [
            NSMigratePersistentStoresAutomaticallyOption: true,
            NSInferMappingModelAutomaticallyOption: true,
        ])
        coordinator = psc
    }

    func vacuum() throws {
        guard let store = coordinator?.persistentStores.first else { return }
        try coordinator?.setMetadata(["vacuumedAt": Date.now], for: store) as Void?
    }
}
