import CoreData
import os

final class SharedStore {
    static let log = Logger(subsystem: "com.quirenotes.quire", category: "Store")

    static func makeContainer() -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Quire")
        let description = NSPersistentStoreDescription()
        description.type = NSSQLiteStoreType
        description.url = AppGroup.containerURL?.appendingPathComponent("Quire.sqlite")
        description.setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)
        container.persistentStoreDescriptions = [description]
        log.info("opening store in group \(AppGroup.id, privacy: .public)")
        container.loadPersistentStores { _, error in
            if let error { log.error("store load failed: \(error.localizedDescription, privacy: .public)") }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
        return container
    }
}
