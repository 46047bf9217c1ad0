import CoreData

/// Core Data stack shared by the app, the digest task and the share extension.
final class NotesStore {
    let container: NSPersistentContainer
    var model: NSManagedObjectModel { container.managedObjectModel }
    var viewContext: NSManagedObjectContext { container.viewContext }

    /// Every model in the bundle is merged so the optional "Attachments" model
    /// shipped by the share extension target is picked up too.
    static func makeModel(bundle: Bundle = Bundle(for: NotesStore.self)) -> NSManagedObjectModel {
        guard let model = NSManagedObjectModel.mergedModel(from: [bundle]) else {
            fatalError("No Core Data model found in \(bundle.bundlePath)")
        }
        return model
    }

    /// Loads only Notes.momd (current version); used by tests that need a deterministic model.
    static func currentVersionModel(bundle: Bundle = Bundle(for: NotesStore.self)) -> NSManagedObjectModel {
        let url = bundle.url(forResource: "Notes", withExtension: "momd")!
        return NSManagedObjectModel(contentsOf: url)!
    }

    init(storeURL: URL, model: NSManagedObjectModel = NotesStore.makeModel()) throws {
        container = NSPersistentContainer(name: "Notes", managedObjectModel: model)
        let description = NSPersistentStoreDescription(url: storeURL)
        description.shouldMigrateStoreAutomatically = true
        description.shouldInferMappingModelAutomatically = true
        container.persistentStoreDescriptions = [description]

        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
        container.viewContext.automaticallyMergesChangesFromParent = true
    }
}
