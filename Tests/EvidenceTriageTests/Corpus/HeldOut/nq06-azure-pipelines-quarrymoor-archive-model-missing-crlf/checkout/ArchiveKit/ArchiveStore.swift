import CoreData

public final class ArchiveStore {
    public static let modelName = "Archive"
    public let context: NSManagedObjectContext

    public init(inMemory: Bool = false) {
        let bundle = Bundle(for: ArchiveStore.self)
        let modelURL = bundle.url(forResource: Self.modelName, withExtension: "momd")
        let model = modelURL.flatMap { NSManagedObjectModel(contentsOf: $0) }
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: model!)
        let type = inMemory ? NSInMemoryStoreType : NSSQLiteStoreType
        _ = try? coordinator.addPersistentStore(ofType: type, configurationName: nil, at: nil, options: nil)
        context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = coordinator
    }
}
