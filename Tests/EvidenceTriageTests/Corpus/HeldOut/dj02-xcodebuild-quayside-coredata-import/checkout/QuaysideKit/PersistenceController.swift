import CoreData
import os

public final class PersistenceController {
    public let container: NSPersistentContainer

    /// Compiled once; loading the model per container triggers
    /// "Multiple NSEntityDescriptions claim ..." in tests.
    static let model: NSManagedObjectModel! = {
        let bundle = Bundle(for: PersistenceController.self)
        guard let url = bundle.url(forResource: "Quayside", withExtension: "momd") else {
            Logger(subsystem: "uk.co.quayside.ferries", category: "Persistence")
                .error("no compiled model named Quayside in bundle \(bundle.bundlePath, privacy: .public)")
            return nil
        }
        return NSManagedObjectModel(contentsOf: url)
    }()

    public init(inMemory: Bool = false) {
        let model = PersistenceController.model

        container = NSPersistentContainer(name: "Quayside", managedObjectModel: model)
        if inMemory {
            container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { _, error in
            if let error { fatalError("store failed: \(error)") }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
    }
}
