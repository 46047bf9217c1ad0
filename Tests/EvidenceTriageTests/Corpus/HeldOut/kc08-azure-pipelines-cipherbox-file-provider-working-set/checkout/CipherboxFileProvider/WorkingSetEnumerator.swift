import FileProvider
import os

/// Enumerates the working set (recents, tags, favourites) for the Files app and Spotlight.
/// While the vault is locked nothing can be enumerated; the working set is invalidated so the
/// Files app drops stale entries.
final class WorkingSetEnumerator: NSObject, NSFileProviderEnumerator {
    private let log = Logger(subsystem: "com.cipherbox.app.fileprovider", category: "WorkingSet")
    private let vault: VaultAdapterProviding
    private let invalidator: WorkingSetInvalidating

    init(vault: VaultAdapterProviding, invalidator: WorkingSetInvalidating) {
        self.vault = vault
        self.invalidator = invalidator
    }

    func invalidate() {}

    func enumerateItems(for observer: NSFileProviderEnumerationObserver, startingAt page: NSFileProviderPage) {
        guard let adapter = try? vault.adapter() else {
            observer.finishEnumeratingWithError(NSFileProviderError(.notAuthenticated))
            return
        }
        adapter.enumerateWorkingSet(observer: observer, page: page)
    }

    func enumerateChanges(for observer: NSFileProviderChangeObserver, from syncAnchor: NSFileProviderSyncAnchor) {
        do {
            let adapter = try vault.adapter()
            adapter.enumerateWorkingSetChanges(observer: observer, from: SyncAnchor(syncAnchor))
        } catch {
            log.error("enumerateChanges for working set failed with: \(String(describing: error), privacy: .public); invalidating working set")
            // Locked vault: make the Files app forget what it knows about our items.
            invalidator.invalidateWorkingSet(newAnchor: SyncAnchor(invalidated: true))
            observer.finishEnumeratingWithError(NSFileProviderError(.syncAnchorExpired))
        }
    }

    func currentSyncAnchor(completionHandler: @escaping (NSFileProviderSyncAnchor?) -> Void) {
        completionHandler(invalidator.currentAnchor.rawValue)
    }
}
