import Foundation

/// Builds the trip photo index. Runs in a BGProcessingTask, possibly several times per day.
final class PhotoIndexer {
    private let store: PhotoIndexStore
    private var cancelled = false

    init(store: PhotoIndexStore) { self.store = store }

    func cancel() { cancelled = true }

    func indexNewAssets(from library: AssetSource = PhotoLibrarySource(), completion: @escaping (Bool) -> Void) {
        let assets = library.assets(since: store.lastIndexedDate ?? .distantPast)
        for asset in assets where !cancelled {
            store.insert(IndexEntry(assetID: asset.id, takenAt: asset.creationDate, tripID: asset.tripID))
        }
        completion(!cancelled)
    }
}
