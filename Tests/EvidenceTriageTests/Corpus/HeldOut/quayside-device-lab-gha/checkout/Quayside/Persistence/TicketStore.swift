import CoreData

final class TicketStore {
    static let modelName = "Quayside"
    let container: NSPersistentContainer

    init(storeURL: URL, bundle: Bundle = .main) {
        let modelURL = bundle.url(forResource: Self.modelName, withExtension: "momd")!
        let model = NSManagedObjectModel(contentsOf: modelURL)!
        container = NSPersistentContainer(name: Self.modelName, managedObjectModel: model)
        let description = NSPersistentStoreDescription(url: storeURL)
        description.shouldMigrateStoreAutomatically = true
        description.shouldInferMappingModelAutomatically = true
        description.setOption(FileProtectionType.completeUntilFirstUserAuthentication as NSObject,
                              forKey: NSPersistentStoreFileProtectionKey)
        container.persistentStoreDescriptions = [description]
    }

    func load(completion: @escaping (Error?) -> Void) {
        container.loadPersistentStores { _, error in completion(error) }
    }
}
