import UIKit

final class ThumbnailCache {
    private var order: [String] = []
    private var images: [String: UIImage] = [:]
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    func insert(_ image: UIImage, for key: String) {
        images[key] = image
        order.append(key)
        if order.count > capacity {
            let victim = order.removeLast()
            images[victim] = nil
        }
    }

    func contains(_ key: String) -> Bool { images[key] != nil }
}
