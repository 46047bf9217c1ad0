import CoreData

/// Lightweight-migrating Core Data stack (Meadowlark.momd).
final class HabitStore {
    let container: NSPersistentContainer

    init(storeURL: URL) throws {
        container = NSPersistentContainer(name: "Meadowlark")
        let description = NSPersistentStoreDescription(url: storeURL)
        description.shouldMigrateStoreAutomatically = true
        description.shouldInferMappingModelAutomatically = true
        container.persistentStoreDescriptions = [description]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
    }

    func habitCount() throws -> Int {
        try container.viewContext.count(for: NSFetchRequest<NSManagedObject>(entityName: "Habit"))
    }
}
