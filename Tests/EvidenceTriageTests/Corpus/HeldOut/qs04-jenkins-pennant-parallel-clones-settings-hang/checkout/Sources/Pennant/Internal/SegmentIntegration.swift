import Foundation

final class PennantIntegration: Integration {
    var maxQueueSize = 1000
    private(set) var queue: [[String: Any]] = []

    func enqueue(_ payload: [String: Any]) {
        queue.append(payload)
        if queue.count > maxQueueSize {
            queue.removeFirst()
        }
    }
}
