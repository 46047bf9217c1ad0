import CoreData

/// The app's Core Data store lives at Application Support/Quillfeather.sqlite.
final class JournalStore {
    static var defaultStoreURL: URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("Quillfeather.sqlite")
    }

    let container: NSPersistentContainer

    init(storeURL: URL = JournalStore.defaultStoreURL) throws {
        container = NSPersistentContainer(name: "Quillfeather")   // Quillfeather.momd, versions 1–6
        let description = NSPersistentStoreDescription(url: storeURL)
        description.shouldMigrateStoreAutomatically = true
        description.shouldInferMappingModelAutomatically = true
        container.persistentStoreDescriptions = [description]

        if let metadata = try? NSPersistentStoreCoordinator.metadataForPersistentStore(ofType: NSSQLiteStoreType, at: storeURL) {
            print("[Store] existing store at \(storeURL.path): NSStoreModelVersionIdentifiers=\(metadata[NSStoreModelVersionIdentifiersKey] ?? "-")")
        }
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
    }
}
