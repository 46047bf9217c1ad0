import CoreData

enum PersistenceController {
    static func makeContainer(storeURL: URL) -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Tidewell")
        let description = NSPersistentStoreDescription(url: storeURL)
        description.shouldMigrateStoreAutomatically = true
        description.shouldInferMappingModelAutomatically = true
        container.persistentStoreDescriptions = [description]
        return container
    }
}
