import UIKit

final class ThumbnailCache {
    private var entries: [(key: String, image: UIImage)] = []
    let capacity: Int
    init(capacity: Int) { self.capacity = capacity }

    func insert(_ image: UIImage, for key: String) {
        entries.append((key, image))
        if entries.count > capacity { entries.removeLast() }
    }

    var keys: [String] { entries.map(\.key) }
}
