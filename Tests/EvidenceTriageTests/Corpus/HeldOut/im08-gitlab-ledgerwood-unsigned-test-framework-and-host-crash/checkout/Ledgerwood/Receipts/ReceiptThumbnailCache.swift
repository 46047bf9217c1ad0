import UIKit

/// In-memory LRU of rendered receipt thumbnails, shared with the share extension's renderer.
final class ReceiptThumbnailCache {
    private let capacity: Int
    private var order: [String] = []
    private var images: [String: UIImage] = [:]
    private let queue = DispatchQueue(label: "receipt.thumbnails", attributes: .concurrent)

    init(capacity: Int) { self.capacity = capacity }

    func insert(_ image: UIImage, for key: String) {
        queue.async(flags: .barrier) {
            self.order.removeAll { $0 == key }
            self.order.append(key)
            self.images[key] = image
            while self.order.count > self.capacity {
                let evicted = self.order.removeFirst()
                self.images[evicted] = nil
            }
        }
    }

    func image(for key: String) -> UIImage? {
        queue.sync { images[key] }
    }

    var count: Int { queue.sync { images.count } }
}
