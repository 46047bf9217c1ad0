import Foundation
import os

@MainActor
enum LaunchSequence {
    private static let log = Logger(subsystem: "app.clipjar.ios", category: "Launch")

    static func run(storage: Storage = .shared, defaults: UserDefaults = .standard) throws {
        try storage.purgePersistentHistory()
        migrateUserDefaults(defaults)
        if !defaults.bool(forKey: "didCleanupOrphans") {
            try storage.cleanupOrphanedContents()
            defaults.set(true, forKey: "didCleanupOrphans")
        }
        StoreMaintenanceTask.submit()
        log.info("launch sequence finished")
    }

    static func migrateUserDefaults(_ defaults: UserDefaults) {
        if let legacy = defaults.object(forKey: "historySize") as? Int {
            defaults.set(legacy, forKey: "history.limit")
            defaults.removeObject(forKey: "historySize")
        }
    }
}
