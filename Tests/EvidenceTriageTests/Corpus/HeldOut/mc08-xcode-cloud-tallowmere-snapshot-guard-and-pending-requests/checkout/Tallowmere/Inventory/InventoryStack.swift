import CoreData

final class InventoryStack {
    let container: NSPersistentContainer

    init(modelName: String? = nil, model: NSManagedObjectModel? = nil, storeType: String = NSSQLiteStoreType) throws {
        assert(modelName != nil, "InventoryStack requires a model name")
        let name = modelName ?? "Tallowmere"
        container = model.map { NSPersistentContainer(name: name, managedObjectModel: $0) } ?? NSPersistentContainer(name: name)
        container.persistentStoreDescriptions.first?.type = storeType
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
    }
}
