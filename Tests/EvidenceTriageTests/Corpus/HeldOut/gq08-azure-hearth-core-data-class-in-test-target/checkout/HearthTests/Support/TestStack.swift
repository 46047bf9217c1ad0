import CoreData
import XCTest

/// In-memory store built from the app's compiled model.
enum TestStack {
    static let model: NSManagedObjectModel = {
        let appBundle = Bundle(identifier: "com.hearth.reader")!
        return NSManagedObjectModel.mergedModel(from: [appBundle])!
    }()

    static func makeContext() throws -> NSManagedObjectContext {
        let container = NSPersistentContainer(name: "Hearth", managedObjectModel: model)
        let description = NSPersistentStoreDescription()
        description.type = NSInMemoryStoreType
        container.persistentStoreDescriptions = [description]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
        return container.viewContext
    }
}
