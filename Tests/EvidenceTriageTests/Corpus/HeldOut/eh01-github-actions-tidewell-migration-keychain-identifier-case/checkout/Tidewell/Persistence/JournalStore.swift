import CoreData
import os

/// Owns the app's Core Data stack. The background compaction job and the
/// refresh job both open the store through `JournalStore.shared`.
final class JournalStore {
    static let modelName = "Tidewell"

    let container: NSPersistentContainer
    private let log = Logger(subsystem: "com.tidewell.journal", category: "store")

    init(storeURL: URL, bundle: Bundle = .main) {
        guard let modelURL = bundle.url(forResource: Self.modelName, withExtension: "momd"),
              let model = NSManagedObjectModel(contentsOf: modelURL) else {
            fatalError("Tidewell.momd missing from \(bundle.bundlePath)")
        }
        container = NSPersistentContainer(name: Self.modelName, managedObjectModel: model)
        let description = NSPersistentStoreDescription(url: storeURL)
        description.shouldMigrateStoreAutomatically = true
        description.shouldInferMappingModelAutomatically = true
        container.persistentStoreDescriptions = [description]
    }

    func load() throws {
        var loadError: Error?
        container.loadPersistentStores { _, error in
            loadError = error
        }
        if let loadError {
            log.error("store load failed: \(loadError.localizedDescription, privacy: .public)")
            throw loadError
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
    }
}
