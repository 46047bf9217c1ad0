import CoreData

/// Owns the journal's Core Data stack. The journal entries and the attachment index are
/// kept in two model files (Journal.xcdatamodeld, Attachments.xcdatamodeld) that share one
/// SQLite store.
final class PersistenceController {
    enum LoadError: Error {
        case notLoaded
    }

    /// One merged model for both model files.
    static let model: NSManagedObjectModel = {
        guard let merged = NSManagedObjectModel.mergedModel(from: [Bundle(for: PersistenceController.self)]) else {
            fatalError("Journal/Attachments models missing from bundle")
        }
        return merged
    }()

    let container: NSPersistentContainer
    private(set) var loadedStoreCount = 0

    init(storeURL: URL? = nil, inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Journal", managedObjectModel: Self.model)
        let description = NSPersistentStoreDescription()
        if inMemory {
            description.url = URL(fileURLWithPath: "/dev/null")
        } else if let storeURL {
            description.url = storeURL
        } else {
            description.url = NSPersistentContainer.defaultDirectoryURL().appendingPathComponent("Journal.sqlite")
        }
        description.shouldMigrateStoreAutomatically = true
        description.shouldInferMappingModelAutomatically = true
        description.shouldAddStoreAsynchronously = false
        container.persistentStoreDescriptions = [description]
    }

    var viewContext: NSManagedObjectContext { container.viewContext }

    func loadStores() throws {
        var loadError: Error?
        container.loadPersistentStores { _, error in
            if let error {
                loadError = error
            }
        }
        if let loadError {
            throw loadError
        }
        loadedStoreCount = container.persistentStoreCoordinator.persistentStores.count
    }
}
