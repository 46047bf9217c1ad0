import Foundation

/// Reconciles the system's materialized set with the local database after each sweep.
final class MaterializedEnumerationObserver {
    private let db: FilesDatabase
    var onDatabaseChanged: (() -> Void)?

    init(db: FilesDatabase) { self.db = db }

    func handleEnumeratedItems(materialized: Set<String>) {
        for item in db.managedMaterialisedItems() where !materialized.contains(item.identifier) {
            var evicted = item
            evicted.dataless = true
            evicted.visitedDirectory = false
            db.update(evicted)
        }
        refreshRemoveDownloadVisibility()
    }

    /// Keeps the "Remove Download" action in sync with what is on disk.
    func refreshRemoveDownloadVisibility() {
        onDatabaseChanged?()
    }
}
