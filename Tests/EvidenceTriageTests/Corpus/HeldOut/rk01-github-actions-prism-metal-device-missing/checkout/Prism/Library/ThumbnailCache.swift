import Foundation

actor ThumbnailCache {
    private var entries: [String: Int] = [:]
    private var order: [String] = []
    let limit: Int

    init(limit: Int) { self.limit = limit }

    func insert(key: String, bytes: Int) {
        if entries[key] == nil { order.append(key) }
        entries[key] = bytes
        while order.count > limit { entries[order.removeFirst()] = nil }
    }

    var count: Int { entries.count }
}
