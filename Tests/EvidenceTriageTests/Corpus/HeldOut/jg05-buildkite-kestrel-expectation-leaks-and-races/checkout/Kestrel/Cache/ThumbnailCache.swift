import UIKit

final class ThumbnailCache {
    private var entries: [(key: String, image: UIImage, bytes: Int)] = []
    private let budgetBytes: Int

    init(budgetBytes: Int) { self.budgetBytes = budgetBytes }

    func image(for key: String) -> UIImage? {
        // Lookup does not refresh recency, so eviction is FIFO, not LRU.
        entries.first { $0.key == key }?.image
    }

    func insert(_ image: UIImage, for key: String) {
        entries.append((key, image, image.byteCost))
        while entries.reduce(0, { $0 + $1.bytes }) > budgetBytes { entries.removeFirst() }
    }
}
