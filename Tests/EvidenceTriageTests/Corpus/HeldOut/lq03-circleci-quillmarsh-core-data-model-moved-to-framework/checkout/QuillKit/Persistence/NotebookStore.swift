import CoreData
import Foundation

/// Owns the Core Data stack for notebooks and notes.
///
/// PR #641 moved `QuillModel.xcdatamodeld` out of the app target into QuillKit so the
/// share extension can open the store too.
public final class NotebookStore {
    public let container: NSPersistentContainer

    private static let model: NSManagedObjectModel = {
        guard let url = Bundle.main.url(forResource: "QuillModel", withExtension: "momd"),
              let model = NSManagedObjectModel(contentsOf: url) else {
            let others = Bundle.main.paths(forResourcesOfType: "momd", inDirectory: nil)
            fatalError("Could not find QuillModel.momd in bundle \(Bundle.main.bundleIdentifier ?? "?"). Other model files in bundle: \(others.count) item(s) \(others)")
        }
        return model
    }()

    public init(storeURL: URL) throws {
        container = NSPersistentContainer(name: "QuillModel", managedObjectModel: Self.model)
        let description = NSPersistentStoreDescription(url: storeURL)
        description.shouldAddStoreAsynchronously = false
        container.persistentStoreDescriptions = [description]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
    }
}
