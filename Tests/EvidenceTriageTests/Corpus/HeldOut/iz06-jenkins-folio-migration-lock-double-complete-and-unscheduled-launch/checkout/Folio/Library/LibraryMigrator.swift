import UIKit
import SQLite3

/// Migrates the reading-list database (Library.sqlite in the app-group
/// container, shared with the share extension) to the current schema.
final class LibraryMigrator {
    static let shared = LibraryMigrator()
    var application: BackgroundTaskApplication = UIApplication.shared
    var database: LibraryDatabase = .shared

    func migrateIfNeeded() {
        guard database.schemaVersion < LibraryDatabase.currentSchema else { return }
        DispatchQueue.global(qos: .utility).async { [self] in
            FolioLog.library.info("migration: \(database.schemaVersion) -> \(LibraryDatabase.currentSchema)")
            database.inTransaction { db in
                for step in Migration.steps(from: database.schemaVersion) { try step.apply(db) }
            }
            FolioLog.library.info("migration: done")
        }
    }
}

protocol BackgroundTaskApplication: AnyObject {
    func beginBackgroundTask(withName: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}
extension UIApplication: BackgroundTaskApplication {}
