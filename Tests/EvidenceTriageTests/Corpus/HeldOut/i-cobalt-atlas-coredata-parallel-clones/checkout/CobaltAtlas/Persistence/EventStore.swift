import CoreData

final class EventStore {
    let container: NSPersistentContainer

    /// `inMemory` is used by the test suite; every call builds its own container.
    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "AtlasModel")
        if inMemory {
            container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { _, error in
            if let error { fatalError("store load failed: \(error)") }
        }
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    }

    func log(_ name: String, metadata: [String: Any]) throws {
        let ctx = container.viewContext
        let entry = EventEntry(context: ctx)
        entry.name = name
        entry.metadata = try JSONSerialization.data(withJSONObject: metadata)
        try ctx.save()
    }
}
