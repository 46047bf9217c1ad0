import Foundation

/// Positions waiting to be sent to the server. While offline they accumulate;
/// when the connection returns they are flushed oldest fix first.
final class PositionQueue {
    private(set) var pending: [Position] = []
    private let lock = NSLock()

    func enqueue(_ p: Position) {
        lock.lock(); defer { lock.unlock() }
        pending.append(p)
    }

    /// Batches of at most `batchSize`, in the order the server must receive them.
    func drain(batchSize: Int) -> [[Position]] {
        lock.lock(); defer { lock.unlock() }
        let ordered = pending.sorted { $0.receivedAt < $1.receivedAt }
        pending.removeAll()
        return stride(from: 0, to: ordered.count, by: batchSize).map {
            Array(ordered[$0..<min($0 + batchSize, ordered.count)])
        }
    }
}
