import Foundation

protocol DataCollectionManagerDelegate: AnyObject {
    /// Return false to keep the batch for a later delivery.
    func collectionManager(_ manager: DataCollectionManager, didCollect batch: HealthBatch) -> Bool
}

final class DataCollectionManager {
    weak var delegate: DataCollectionManagerDelegate?
    private var queue: PersistentQueue<HealthBatch>

    init(persistenceDirectory: URL) throws {
        queue = try PersistentQueue(directory: persistenceDirectory)
    }

    var pendingBatchCount: Int { queue.count }

    func enqueue(_ batch: HealthBatch) throws { try queue.append(batch) }

    /// Called from the HKObserverQuery update handler (background delivery) and on foreground.
    func deliverPending() {
        while let batch = queue.peek() {
            let accepted = delegate?.collectionManager(self, didCollect: batch) ?? false
            queue.removeFirst()
            if !accepted { break }
        }
    }
}
