import Foundation
import UIKit
import TrailTiles

/// Runs from application(_:performFetchWithCompletionHandler:) (background
/// fetch) and keeps the offline trail tiles around the user's saved routes.
final class OfflineTileRefresher {
    private let store: TileStore

    init(store: TileStore) {
        self.store = store
    }

    /// The seed index ships inside TrailTiles.bundle (a pod resource); the
    /// refresher falls back to it when the tile server is unreachable.
    static func seedIndexURL(in bundle: Bundle = .main) -> URL? {
        guard let tilesBundleURL = bundle.url(forResource: "TrailTiles", withExtension: "bundle"),
              let tilesBundle = Bundle(url: tilesBundleURL) else { return nil }
        return tilesBundle.url(forResource: "seed-index", withExtension: "json")
    }

    func refresh(completion: @escaping (UIBackgroundFetchResult) -> Void) {
        guard let seed = OfflineTileRefresher.seedIndexURL() else {
            completion(.failed)
            return
        }
        store.refreshTiles(seedIndex: seed) { changed in
            completion(changed ? .newData : .noData)
        }
    }
}
