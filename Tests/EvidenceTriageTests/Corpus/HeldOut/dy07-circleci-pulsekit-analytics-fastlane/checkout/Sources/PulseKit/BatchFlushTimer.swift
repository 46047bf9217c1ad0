import Foundation

/// Flushes the event batch every `interval` seconds while events are queued.
public final class BatchFlushTimer {
    private let interval: TimeInterval
    private let queue: DispatchQueue
    private var armed = false
    public var onFlush: (() -> Void)?

    public init(interval: TimeInterval = 30, queue: DispatchQueue = .main) {
        self.interval = interval
        self.queue = queue
    }

    /// Called for every enqueued event; arms the periodic flush.
    public func eventEnqueued() {
        guard !armed else { return }
        armed = true
        queue.asyncAfter(deadline: .now() + interval) { [weak self] in
            self?.onFlush?()
        }
    }

    public func stop() { armed = false }
}
