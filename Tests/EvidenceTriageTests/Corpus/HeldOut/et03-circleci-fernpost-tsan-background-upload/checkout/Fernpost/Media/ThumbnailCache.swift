import UIKit

/// In-memory LRU of decoded thumbnails for the journal grid.
///
/// The grid's prefetcher stores from its own queue while the memory-warning
/// handler evicts from whichever queue posts the notification.
final class ThumbnailCache {
    private struct Entry {
        let image: UIImage
        var lastAccess: UInt64
    }

    private var entries: [String: Entry] = [:]
    private var clock: UInt64 = 0
    let capacity: Int

    init(capacity: Int = 200) {
        self.capacity = capacity
    }

    var count: Int { entries.count }

    func image(for key: String) -> UIImage? {
        guard var entry = entries[key] else { return nil }
        clock += 1
        entry.lastAccess = clock
        entries[key] = entry
        return entry.image
    }

    func store(_ image: UIImage, for key: String) {
        clock += 1
        entries[key] = Entry(image: image, lastAccess: clock)
        if entries.count > capacity {
            evictIfNeeded()
        }
    }

    /// Drops the least recently used entries until we are back under capacity.
    func evictIfNeeded() {
        guard entries.count > capacity else { return }
        let overflow = entries.count - capacity
        let victims = entries.sorted { $0.value.lastAccess < $1.value.lastAccess }.prefix(overflow)
        for (key, _) in victims {
            entries.removeValue(forKey: key)
        }
    }

    func removeAll() {
        entries.removeAll()
    }
}
