import Foundation
import UIKit

protocol ThumbnailLoading: Sendable {
    func upcomingAssets(in album: String, limit: Int) async throws -> [String]
    func thumbnail(for assetID: String) async throws -> UIImage
}

/// Warms the thumbnail cache for the album the user is likely to open next.
/// Runs in the `com.lumen.media.prefetch` processing task.
struct MediaPrefetchJob: Sendable {
    let cache: ThumbnailCache
    let loader: ThumbnailLoading

    func run(album: String) async throws {
        let assets = try await loader.upcomingAssets(in: album, limit: 60)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for assetID in assets where cache.image(for: assetID) == nil {
                group.addTask {
                    try Task.checkCancellation()
                    let image = try await loader.thumbnail(for: assetID)
                    cache.store(image, for: assetID)
                }
            }
            try await group.waitForAll()
        }
    }
}
