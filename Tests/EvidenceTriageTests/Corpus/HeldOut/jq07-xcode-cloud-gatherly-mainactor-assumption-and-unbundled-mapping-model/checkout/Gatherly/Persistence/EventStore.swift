import CoreData

/// Core Data stack for events and RSVPs. Model versions live in Gatherly.xcdatamodeld; the
/// V6→V7 step needs a mapping model (RSVP.status changed from String to Int16).
final class EventStore {
    let container: NSPersistentContainer

    init(storeURL: URL) throws {
        container = NSPersistentContainer(name: "Gatherly")
        let description = NSPersistentStoreDescription(url: storeURL)
        description.shouldMigrateStoreAutomatically = true
        description.shouldInferMappingModelAutomatically = false
        container.persistentStoreDescriptions = [description]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
    }
}
