import CoreData

public final class SightingStore {
    public static let modelName = "Kestrel"     // KestrelKit/Persistence/Kestrel.xcdatamodeld
    public let container: NSPersistentContainer

    public init(inMemory: Bool = false) {
        let bundle = Bundle(for: SightingStore.self)
        let modelURL = bundle.url(forResource: Self.modelName, withExtension: "momd")
        let model = modelURL.flatMap(NSManagedObjectModel.init(contentsOf:))
        container = NSPersistentContainer(name: Self.modelName, managedObjectModel: model ?? NSManagedObjectModel.mergedModel(from: [bundle])!)
        if inMemory { container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null") }
        container.loadPersistentStores { _, error in if let error { fatalError("\(error)") } }
    }
}
