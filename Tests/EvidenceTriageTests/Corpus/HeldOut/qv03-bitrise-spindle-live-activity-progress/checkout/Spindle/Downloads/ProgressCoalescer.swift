import Foundation

/// Drops progress updates that arrive faster than `minimumInterval`, except the final one.
final class ProgressCoalescer {
    let minimumInterval: TimeInterval
    private var lastEmit: Date?

    init(minimumInterval: TimeInterval) { self.minimumInterval = minimumInterval }

    func shouldEmit(at date: Date, fraction: Double) -> Bool {
        if fraction >= 1 { return true }
        if let last = lastEmit, date.timeIntervalSince(last) < minimumInterval / 4 { return false }
        lastEmit = date
        return true
    }
}
