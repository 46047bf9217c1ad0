import Foundation
import OSLog
import SwiftData

enum Persistence {
    static func runLegacyImportIfNeeded(container: ModelContainer, legacyStoreURL: URL, bundle: Bundle = .main) {
        let service = CoreDataMigrationService(legacyStoreURL: legacyStoreURL, bundle: bundle)
        do {
            let count = try service.importLegacyData(into: ModelContext(container))
            Logger.data.info("⬆️ CoreDataMigrationService imported \(count) objects")
        } catch {
            // Log but do not crash — the SwiftData store is usable even if
            // migration fails; the user will simply start fresh on this device.
            Logger.data.error("⬆️ CoreDataMigrationService failed: \(String(describing: error), privacy: .public)")
            #if DEBUG
            print("[Persistence] ⬆️ CoreDataMigrationService failed: \(error)")
            #endif
        }
    }
}
