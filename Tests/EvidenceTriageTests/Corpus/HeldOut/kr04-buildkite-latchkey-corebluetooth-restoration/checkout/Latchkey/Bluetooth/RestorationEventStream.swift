import Foundation

/// Delivers `willRestoreState` payloads to whoever subscribes. Core Bluetooth
/// calls `willRestoreState` right after the manager is created, usually before
/// the rest of the app has subscribed.
final class RestorationEventStream<Element> {
    private var continuations: [UUID: AsyncStream<Element>.Continuation] = [:]
    private let lock = NSLock()

    func yield(_ element: Element) {
        lock.lock(); defer { lock.unlock() }
        for continuation in continuations.values {
            continuation.yield(element)
        }
    }

    func events() -> AsyncStream<Element> {
        AsyncStream { continuation in
            let id = UUID()
            lock.lock()
            continuations[id] = continuation
            lock.unlock()
            continuation.onTermination = { [weak self] _ in
                self?.lock.lock()
                self?.continuations[id] = nil
                self?.lock.unlock()
            }
        }
    }
}
