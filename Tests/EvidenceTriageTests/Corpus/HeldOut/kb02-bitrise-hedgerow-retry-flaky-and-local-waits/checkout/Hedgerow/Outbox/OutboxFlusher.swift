import Foundation

extension Notification.Name {
    static let outboxDidFlush = Notification.Name("OutboxDidFlush")
    static let outboxDidDrain = Notification.Name("OutboxDidDrain")
}

/// Sends queued journal entries once the connection comes back.
final class OutboxFlusher {
    private let queue: OutboxQueue
    private let client: JournalClient

    init(queue: OutboxQueue, client: JournalClient) {
        self.queue = queue
        self.client = client
    }

    func reachabilityDidChange(isReachable: Bool) {
        guard isReachable else { return }
        client.send(queue.pending()) { sent in
            self.queue.remove(sent)
            // Renamed in #1418 ("flush" is what the analytics event is called);
            // observers of .outboxDidDrain were not updated.
            NotificationCenter.default.post(name: .outboxDidFlush, object: self)
        }
    }
}
