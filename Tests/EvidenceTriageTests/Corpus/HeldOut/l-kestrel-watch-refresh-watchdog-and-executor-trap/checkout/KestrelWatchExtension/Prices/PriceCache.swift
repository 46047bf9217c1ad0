import Foundation

/// Actor bound to a DispatchQueue-backed SerialExecutor so the complication
/// code can read it synchronously from inside queue.sync.
actor PriceCache {
    private let executor: QueueExecutor
    private var prices: [Price] = []
    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    init(queue: DispatchQueue) { executor = QueueExecutor(queue: queue) }

    nonisolated func syncStore(_ new: [Price]) {
        executor.queue.sync { self.assumeIsolated { $0.prices = new } }
    }

    nonisolated func syncLatest() -> Price? {
        executor.queue.sync { self.assumeIsolated { $0.prices.last } }
    }
}
