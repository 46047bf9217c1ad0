import Foundation

/// Small LRU for forecast tiles; eviction is driven by last access time.
final class ForecastCache<Key: Hashable, Value> {
    private struct Entry { var value: Value; var lastAccess: Date }

    private var entries: [Key: Entry] = [:]
    private let capacity: Int
    private let now: () -> Date

    init(capacity: Int, now: @escaping () -> Date = Date.init) {
        self.capacity = capacity
        self.now = now
    }

    var keys: Set<Key> { Set(entries.keys) }

    func value(for key: Key) -> Value? {
        guard var entry = entries[key] else { return nil }
        entry.lastAccess = now()
        entries[key] = entry
        return entry.value
    }

    func insert(_ value: Value, for key: Key) {
        entries[key] = Entry(value: value, lastAccess: now())
        if entries.count > capacity, let oldest = entries.min(by: { $0.value.lastAccess < $1.value.lastAccess }) {
            entries.removeValue(forKey: oldest.key)
        }
    }
}
