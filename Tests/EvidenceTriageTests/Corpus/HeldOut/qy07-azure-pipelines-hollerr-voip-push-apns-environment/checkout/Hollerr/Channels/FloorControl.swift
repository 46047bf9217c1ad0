import Foundation

/// Push-to-talk floor: one speaker at a time, others queue in request order.
final class FloorControl {
    private(set) var speaker: String?
    private(set) var queue: [String] = []

    func request(_ user: String) {
        if speaker == nil { speaker = user } else { queue.insert(user, at: 0) }
    }

    func release() {
        speaker = queue.isEmpty ? nil : queue.removeFirst()
    }
}
