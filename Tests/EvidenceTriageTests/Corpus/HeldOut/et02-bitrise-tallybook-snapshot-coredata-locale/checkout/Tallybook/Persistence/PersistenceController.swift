import CoreData
import os

/// Owns the Core Data stack for expenses, budgets and receipts.
final class PersistenceController {
    static let shared = PersistenceController()

    let container: NSPersistentContainer
    private let log = Logger(subsystem: "com.quarrystone.tallybook", category: "persistence")

    /// - Parameter storeURL: nil for the default location in Application Support.
    init(storeURL: URL? = nil, inMemory: Bool = false) {
        // TB-2291: the Insights cache model now ships next to Tallybook.xcdatamodeld,
        // so load every model in the app bundle and merge them into one coordinator.
        let model = NSManagedObjectModel.mergedModel(from: [Bundle(for: PersistenceController.self)])!
        container = NSPersistentContainer(name: "Tallybook", managedObjectModel: model)

        let description = container.persistentStoreDescriptions.first!
        if inMemory {
            description.url = URL(fileURLWithPath: "/dev/null")
        } else if let storeURL {
            description.url = storeURL
        }
        description.shouldMigrateStoreAutomatically = true
        description.shouldInferMappingModelAutomatically = true
    }

    func loadStores() throws {
        var loadError: Error?
        container.loadPersistentStores { _, error in
            loadError = error
        }
        if let loadError {
            log.error("Failed to load store: \(loadError.localizedDescription, privacy: .public)")
            throw loadError
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
    }
}
