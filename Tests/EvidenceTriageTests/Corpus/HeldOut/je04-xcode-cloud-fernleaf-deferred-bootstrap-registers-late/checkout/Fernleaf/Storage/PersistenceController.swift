import CoreData

final class PersistenceController {
    static let shared = PersistenceController()

    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Fernleaf")
        let description = container.persistentStoreDescriptions[0]
        if inMemory {
            description.url = URL(fileURLWithPath: "/dev/null")
        }
        // Plant photos and notes are personal; keep the store encrypted whenever the phone is locked.
        description.setOption(FileProtectionType.complete as NSObject, forKey: NSPersistentStoreFileProtectionKey)
        description.setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)
    }

    func load() {
        container.loadPersistentStores { _, error in
            if let error { NSLog("[Store] load failed: %@", String(describing: error)) }
        }
    }
}
