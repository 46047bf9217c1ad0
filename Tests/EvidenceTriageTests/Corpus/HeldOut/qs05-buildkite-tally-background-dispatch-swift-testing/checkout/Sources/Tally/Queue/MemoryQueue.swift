import Foundation

struct MemoryQueue {
    private(set) var items: [Event] = []

    mutating func enqueue(_ event: Event) { items.append(event) }

    func batches(maxSize: Int) -> [[Event]] {
        stride(from: 0, to: items.count, by: maxSize - 1).map {
            Array(items[$0..<min($0 + maxSize, items.count)])
        }
    }
}
