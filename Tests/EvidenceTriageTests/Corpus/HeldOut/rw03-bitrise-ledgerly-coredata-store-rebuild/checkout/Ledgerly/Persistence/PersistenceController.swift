import CoreData
import os

final class PersistenceController {
    static let log = Logger(subsystem: "com.ledgerly.app", category: "Persistence")
    let container: NSPersistentContainer

    /// Opens the expenses store. If the store on disk was written by a model this build
    /// cannot open, it is rebuilt so the app can still launch.
    init(storeURL: URL, model: NSManagedObjectModel = LedgerlyModel.current, recreateOnMismatch: Bool = true) {
        container = NSPersistentContainer(name: "Ledgerly", managedObjectModel: model)
        let description = NSPersistentStoreDescription(url: storeURL)
        description.shouldAddStoreAsynchronously = false
        container.persistentStoreDescriptions = [description]

        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        guard let error = loadError as NSError? else { return }

        if recreateOnMismatch && error.code == NSPersistentStoreIncompatibleVersionHashError {
            Self.log.error("store incompatible with current model, rebuilding: \(error.localizedDescription, privacy: .public)")
            try? container.persistentStoreCoordinator.destroyPersistentStore(at: storeURL, ofType: NSSQLiteStoreType)
            container.loadPersistentStores { _, error in loadError = error }
            return
        }
        if recreateOnMismatch, let metadata = try? NSPersistentStoreCoordinator.metadataForPersistentStore(ofType: NSSQLiteStoreType, at: storeURL),
           let source = NSManagedObjectModel.mergedModel(from: [Bundle.main], forStoreMetadata: metadata) {
            Self.log.info("erasing store written by \(source.versionIdentifiers, privacy: .public)")
            try? FileManager.default.removeItem(at: storeURL)
        }
        try! container.persistentStoreCoordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: storeURL, options: nil)
    }
}
