import UIKit

@MainActor
final class ThumbnailPrefetcher {
    private let cache: ThumbnailCache
    private let loader: ImageLoading
    private let decodeQueue = DispatchQueue(label: "io.kilnapp.kiln.thumbnail-decode", qos: .utility)

    init(cache: ThumbnailCache, loader: ImageLoading) {
        self.cache = cache
        self.loader = loader
    }

    func prefetch(_ ids: [RecipeID]) async {
        await withCheckedContinuation { continuation in
            decodeQueue.async {
                for id in ids {
                    let image = self.loader.decodeThumbnail(for: id)
                    self.cache.insert(image, for: id)
                }
                continuation.resume()
            }
        }
    }
}
