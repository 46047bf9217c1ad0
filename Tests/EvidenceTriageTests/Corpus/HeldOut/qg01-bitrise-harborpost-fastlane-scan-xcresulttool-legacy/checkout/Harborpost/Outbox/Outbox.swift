import Foundation

struct OutgoingMessage: Equatable {
    let id: String
    var attempts: Int = 0
}

final class Outbox {
    private(set) var queue: [OutgoingMessage] = []

    func enqueue(_ message: OutgoingMessage) { queue.append(message) }

    /// Puts a message that failed to send back in the queue for another attempt.
    func requeueAfterFailure(_ message: OutgoingMessage) {
        var retry = message
        retry.attempts += 1
        queue.removeAll { $0.id == message.id }
        queue.append(retry)
    }
}
