import Foundation

/// One answer per index, each written once by the concurrent worker that made it, read in index
/// order after all finished.
package final class OrderedSlots<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [T?]

    package init(count: Int) { storage = Array(repeating: nil, count: count) }

    package func set(_ index: Int, _ value: T) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    package func values() -> [T] {
        lock.lock()
        defer { lock.unlock() }
        return storage.map { $0! }
    }
}
