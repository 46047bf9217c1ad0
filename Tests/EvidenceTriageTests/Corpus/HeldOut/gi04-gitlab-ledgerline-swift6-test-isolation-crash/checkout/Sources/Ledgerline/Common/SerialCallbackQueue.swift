import Foundation

/// Runs completion callbacks one at a time, in submission order, on a private
/// serial queue. Callers must not assume which thread a callback runs on.
public final class SerialCallbackQueue: @unchecked Sendable {
    private let queue = DispatchQueue(label: "com.ledgerline.serial-callback")
    private let lock = NSLock()
    private var pending: [() -> Void] = []
    private var draining = false

    public init() {}

    /// `work` runs later on the private queue. It is not `@Sendable` because
    /// the queue never runs two callbacks at once.
    public func enqueue(_ work: @escaping () -> Void) {
        lock.lock()
        pending.append(work)
        let shouldDrain = !draining
        draining = true
        lock.unlock()
        if shouldDrain {
            queue.async { self.drain() }
        }
    }

    private func next() -> (() -> Void)? {
        lock.lock()
        defer { lock.unlock() }
        if pending.isEmpty {
            draining = false
            return nil
        }
        return pending.removeFirst()
    }

    private func drain() {
        while let work = next() {
            work()
        }
    }
}
