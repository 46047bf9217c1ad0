import CoreData

/// Owns the Core Data stack for surveys, sites and observations.
final class SurveyStore {
    let container: NSPersistentContainer

    init(storeURL: URL? = nil, inMemory: Bool = false) {
        let model = NSManagedObjectModel(contentsOf: Bundle.main.url(forResource: "Larkspur", withExtension: "momd")!)!
        container = NSPersistentContainer(name: "Larkspur", managedObjectModel: model)
        let description = container.persistentStoreDescriptions[0]
        if inMemory {
            description.url = URL(fileURLWithPath: "/dev/null")
        } else if let storeURL {
            description.url = storeURL
        }
        // Lightweight migration: Core Data infers the mapping between model versions.
        description.shouldMigrateStoreAutomatically = true
        description.shouldInferMappingModelAutomatically = true
        description.shouldAddStoreAsynchronously = false
    }

    func load() throws {
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
        container.viewContext.automaticallyMergesChangesFromParent = true
    }

    var modelVersionIdentifier: String? {
        container.managedObjectModel.versionIdentifiers.first as? String
    }

    func observationCount() throws -> Int {
        try container.viewContext.count(for: NSFetchRequest<NSFetchRequestResult>(entityName: "Observation"))
    }
}
