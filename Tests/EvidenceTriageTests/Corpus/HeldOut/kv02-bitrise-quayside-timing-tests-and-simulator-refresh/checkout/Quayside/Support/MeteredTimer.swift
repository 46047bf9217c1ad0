import Foundation

enum MeteredTimer {
    /// Measures a block with the wall clock. The tests call Thread.sleep inside the block,
    /// so what they assert on is how promptly the OS wakes the sleeping thread.
    @discardableResult
    static func measure<T>(warnAbove threshold: TimeInterval = .infinity,
                           onWarning: (TimeInterval) -> Void = { _ in },
                           _ block: () throws -> T) rethrows -> (T, TimeInterval) {
        let start = Date()
        let value = try block()
        let elapsed = Date().timeIntervalSince(start)
        if elapsed > threshold { onWarning(elapsed) }
        return (value, elapsed)
    }
}
