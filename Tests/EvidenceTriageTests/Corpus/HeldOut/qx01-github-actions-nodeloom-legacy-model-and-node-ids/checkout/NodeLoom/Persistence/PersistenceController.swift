import OSLog
import SwiftData

final class PersistenceController {
    static let shared = PersistenceController()
    let container: ModelContainer

    init(inMemory: Bool = false) {
        let config = ModelConfiguration(isStoredInMemoryOnly: inMemory)
        container = try! ModelContainer(for: NodeInfo.self, UserInfo.self, MessageInfo.self, configurations: config)
        let dir = URL.applicationSupportDirectory
        let legacy = CoreDataMigrationService.legacyStoreURL(in: dir)
        guard FileManager.default.fileExists(atPath: legacy.path) else { return }
        do {
            let count = try CoreDataMigrationService.migrate(from: legacy, into: ModelContext(container))
            Logger.data.info("⬆️ CoreDataMigrationService imported \(count) nodes")
        } catch {
            // Log but do not crash; the SwiftData store is usable even if the import fails.
            Logger.data.error("⬆️ CoreDataMigrationService failed: \(String(describing: error), privacy: .public)")
        }
    }
}
