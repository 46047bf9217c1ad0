import CoreData

final class CoreDataStack {
    enum StoreType { case sqlite, inMemory }
    let container: NSPersistentContainer
    var mainContext: NSManagedObjectContext { container.viewContext }

    init(storeType: StoreType) {
        container = NSPersistentContainer(name: "Marlowe", managedObjectModel: Self.model)
        if storeType == .inMemory {
            container.persistentStoreDescriptions.first?.type = NSInMemoryStoreType
        }
        container.loadPersistentStores { _, error in
            if let error { fatalError("store failed: \(error)") }
        }
        try? container.viewContext.setQueryGenerationFrom(.current)
    }

    func newPrivateContext() -> NSManagedObjectContext { container.newBackgroundContext() }

    static let model: NSManagedObjectModel = {
        let url = Bundle(for: CoreDataStack.self).url(forResource: "Marlowe", withExtension: "momd")!
        return NSManagedObjectModel(contentsOf: url)!
    }()
}
