import Foundation

struct EpisodeQueue {
    var position: TimeInterval = 0
    var duration: TimeInterval
    var skipInterval: TimeInterval = 15

    mutating func skipForward() {
        position = min(duration, position + skipInterval)
    }

    mutating func skipBack() {
        position = max(0, position - skipInterval)
    }
}
