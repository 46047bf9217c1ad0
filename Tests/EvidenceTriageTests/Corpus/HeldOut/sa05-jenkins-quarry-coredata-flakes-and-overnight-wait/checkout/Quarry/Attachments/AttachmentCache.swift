import Foundation

final class AttachmentCache {
    private(set) var entries: [(key: String, lastAccess: Date, bytes: Int)] = []
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    func insert(_ key: String, bytes: Int, at date: Date) {
        entries.append((key, date, bytes))
        while entries.map(\.bytes).reduce(0, +) > capacity {
            let newest = entries.indices.max { entries[$0].lastAccess < entries[$1].lastAccess }!
            entries.remove(at: newest)
        }
    }
}
