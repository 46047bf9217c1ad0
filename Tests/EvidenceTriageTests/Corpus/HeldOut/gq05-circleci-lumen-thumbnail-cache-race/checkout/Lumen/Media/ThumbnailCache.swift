import UIKit

/// In-memory thumbnail cache shared by the album grid, the viewer and the
/// background prefetch job.
final class ThumbnailCache: @unchecked Sendable {
    static let shared = ThumbnailCache()

    private var images: [String: UIImage] = [:]
    private var insertionOrder: [String] = []
    let capacity: Int

    init(capacity: Int = 400) {
        self.capacity = capacity
    }

    func image(for key: String) -> UIImage? {
        images[key]
    }

    func store(_ image: UIImage, for key: String) {
        images[key] = image
        insertionOrder.append(key)
        if insertionOrder.count > capacity {
            let evicted = insertionOrder.removeFirst()
            images[evicted] = nil
        }
    }

    func removeAll() {
        images.removeAll()
        insertionOrder.removeAll()
    }
}
