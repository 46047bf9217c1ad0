import UIKit

/// Small in-memory LRU for note attachment thumbnails.
final class ThumbnailCache {
    private let capacity: Int
    private var storage: [String: UIImage] = [:]
    private var order: [String] = []       // least recent first

    init(capacity: Int) { self.capacity = capacity }

    func image(for key: String) -> UIImage? {
        storage[key]
    }

    func insert(_ image: UIImage, for key: String) {
        if storage[key] == nil { order.append(key) }
        storage[key] = image
        if order.count > capacity {
            let evicted = order.removeFirst()
            storage[evicted] = nil
        }
    }

    var keys: [String] { order }
}
