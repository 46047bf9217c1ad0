import Foundation
import UnityFramework

/// Runs inside the BGProcessingTask. Deletes stale asset bundles and
/// re-renders the chart thumbnails for the bundles that remain.
final class AssetPruneJob {
    private let store: BundleStore
    private let renderer: ThumbnailRenderer

    init(store: BundleStore, renderer: ThumbnailRenderer = UnityThumbnailRenderer.shared) {
        self.store = store
        self.renderer = renderer
    }

    func run() async throws {
        let stale = store.bundles(olderThanDays: 30)
        NSLog("[Tides] AssetPruneJob: launch %@, %d bundles to prune, regenerating thumbnails",
              BackgroundTasks.pruneIdentifier, stale.count)
        try store.delete(stale)
        // Thumbnails are drawn by Unity's Metal renderer. The app is in the
        // background during a BGProcessingTask, where iOS refuses GPU work.
        for bundle in store.remaining() {
            do {
                try await renderer.renderThumbnail(for: bundle)
            } catch {
                NSLog("[Tides] AssetPruneJob: thumbnail render failed: %@", "\(error)")
                throw error
            }
        }
    }

    func pruneSynchronously() throws {
        try store.delete(store.bundles(olderThanDays: 30))
    }
}
