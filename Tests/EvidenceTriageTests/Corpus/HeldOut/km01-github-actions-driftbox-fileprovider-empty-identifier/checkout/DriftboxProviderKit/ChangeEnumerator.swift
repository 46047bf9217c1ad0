import FileProvider
import Foundation

/// Change enumeration for the working set and materialized folders.
final class ChangeEnumerator: NSObject, NSFileProviderEnumerator {
    private let store: MetadataStore
    private let remote: RemoteInterface
    private let container: NSFileProviderItemIdentifier

    init(container: NSFileProviderItemIdentifier, store: MetadataStore, remote: RemoteInterface) {
        self.container = container
        self.store = store
        self.remote = remote
    }

    func invalidate() {}

    func enumerateItems(for observer: NSFileProviderEnumerationObserver, startingAt page: NSFileProviderPage) {
        let rows = store.children(of: container)
        observer.didEnumerate(store.toFileProviderItems(rows, remote: remote))
        observer.finishEnumerating(upTo: nil)
    }

    func enumerateChanges(for observer: NSFileProviderChangeObserver, from anchor: NSFileProviderSyncAnchor) {
        remote.changes(since: anchor) { [store, remote] result in
            switch result {
            case .success(let changes):
                // Rows come straight from the metadata store; no row is
                // checked for an empty ocId before it reaches the framework.
                let updated = store.toFileProviderItems(changes.updatedRows, remote: remote)
                observer.didUpdate(updated)
                observer.didDeleteItems(withIdentifiers: changes.deletedIdentifiers)
                observer.finishEnumeratingChanges(upTo: changes.anchor, moreComing: changes.moreComing)
            case .failure(let error):
                observer.finishEnumeratingWithError(error)
            }
        }
    }
}
