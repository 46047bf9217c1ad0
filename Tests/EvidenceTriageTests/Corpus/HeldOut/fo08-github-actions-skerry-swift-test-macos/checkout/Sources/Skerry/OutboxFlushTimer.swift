import Foundation

/// Batches departure-board edits and flushes them to the sync service after `delay`.
public final class OutboxFlushTimer: @unchecked Sendable {
    private let queue = DispatchQueue(label: "com.skerry.outbox")
    private let delay: TimeInterval
    private let flush: @Sendable () -> Void
    private var timer: Timer?

    public init(delay: TimeInterval, flush: @escaping @Sendable () -> Void) {
        self.delay = delay
        self.flush = flush
    }

    /// Called for every local edit; restarts the countdown.
    public func noteChange() {
        queue.async { [self] in
            timer?.invalidate()
            timer = Timer.scheduledTimer(withTimeInterval: delay, repeats: false) { [flush] _ in
                flush()
            }
            print("[Outbox] flush timer armed (\(delay) s) on \(queue.label)")
        }
    }
}
