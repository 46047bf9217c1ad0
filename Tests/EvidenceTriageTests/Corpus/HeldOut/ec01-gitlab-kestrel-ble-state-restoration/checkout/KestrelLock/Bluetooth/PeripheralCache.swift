import Foundation

actor PeripheralCache {
    private let capacity: Int
    private var entries: [(id: UUID, rssi: Int, seen: Date)] = []

    init(capacity: Int) { self.capacity = capacity }

    func insert(_ id: UUID, rssi: Int) {
        entries.removeAll { $0.id == id }
        entries.append((id, rssi, Date()))
        entries.sort { $0.seen < $1.seen }
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }

    var orderedIDs: [UUID] { entries.map(\.id) }
}
