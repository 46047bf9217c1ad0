import CoreData
import UIKit

final class PersistenceController {
    static let shared = PersistenceController()
    let container = NSPersistentContainer(name: "Wayfarer")
    var protectedDataAvailable: () -> Bool = { UIApplication.shared.isProtectedDataAvailable }
    private var loaded = false

    init(inMemory: Bool = false) {
        let description = container.persistentStoreDescriptions[0]
        description.setOption(FileProtectionType.complete as NSObject, forKey: NSPersistentStoreFileProtectionKey)
        if inMemory { description.url = URL(fileURLWithPath: "/dev/null") }
    }

    func loadIfNeeded() {
        guard !loaded else { return }
        guard protectedDataAvailable() else {
            NSLog("[Persistence] store is protected (device locked); not loading")
            return
        }
        container.loadPersistentStores { _, error in
            if let error = error { NSLog("[Persistence] load failed: %@", error as NSError) }
        }
        loaded = true
    }
}
