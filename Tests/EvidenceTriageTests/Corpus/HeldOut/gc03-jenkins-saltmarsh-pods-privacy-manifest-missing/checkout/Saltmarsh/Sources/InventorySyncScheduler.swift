import BackgroundTasks
import Foundation

enum InventorySyncScheduler {
    static let identifier = "com.saltmarsh.shop.inventory-sync"

    static func register(using store: @escaping () -> InventoryStore) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            let processing = task as! BGProcessingTask
            let sync = InventorySync(store: store())
            processing.expirationHandler = { sync.cancel() }
            Task {
                let ok = await sync.run()
                processing.setTaskCompleted(success: ok)
            }
        }
    }
}
