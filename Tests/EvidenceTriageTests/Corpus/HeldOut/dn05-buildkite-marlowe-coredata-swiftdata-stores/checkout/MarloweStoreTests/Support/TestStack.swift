import CoreData
@testable import MarloweStore

/// In-memory Core Data stack for tests.
enum TestStack {
    /// Builds a fresh model for every stack so tests never share state.
    /// Entities are copied from the compiled model's entity descriptions...
    static func makeContainer() throws -> NSPersistentContainer {
        let model = NSManagedObjectModel()
        model.entities = MarloweModel.compiled.entities   // same NSEntityDescription instances every time
        let container = NSPersistentContainer(name: "Marlowe", managedObjectModel: model)
        let description = NSPersistentStoreDescription()
        description.type = NSInMemoryStoreType
        container.persistentStoreDescriptions = [description]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
        return container
    }
}
