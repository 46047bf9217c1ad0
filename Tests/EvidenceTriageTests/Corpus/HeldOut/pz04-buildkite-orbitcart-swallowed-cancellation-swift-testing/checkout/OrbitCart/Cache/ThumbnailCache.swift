import Foundation

final class ThumbnailCache {
    private var order: [String] = []
    private var storage: [String: Data] = [:]
    let capacity: Int
    init(capacity: Int) { self.capacity = capacity }

    func value(for key: String) -> Data? { storage[key] }

    func insert(_ data: Data, for key: String) {
        storage[key] = data
        order.append(key)
        if order.count > capacity { storage[order.removeFirst()] = nil }
    }
}
