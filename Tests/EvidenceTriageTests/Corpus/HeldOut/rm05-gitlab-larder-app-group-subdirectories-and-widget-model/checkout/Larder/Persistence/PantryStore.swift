import CoreData

enum PantryStore {
    static let groupID = "group.com.larderapp.shared"

    static func storeURL() throws -> URL {
        guard let group = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: groupID) else {
            throw CocoaError(.fileNoSuchFile)
        }
        return group
            .appendingPathComponent("Library/Application Support/Larder", isDirectory: true)
            .appendingPathComponent("Larder.sqlite")
    }

    static func makeContainer(model: NSManagedObjectModel = LarderModel.shared) throws -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Larder", managedObjectModel: model)
        let description = NSPersistentStoreDescription(url: try storeURL())
        container.persistentStoreDescriptions = [description]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
        return container
    }
}
