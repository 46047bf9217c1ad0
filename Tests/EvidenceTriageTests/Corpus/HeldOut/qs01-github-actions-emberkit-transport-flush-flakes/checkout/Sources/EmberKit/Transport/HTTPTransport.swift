import Foundation

@objc public enum EmberFlushResult: Int {
    case success = 0
    case timedOut = 1
    case alreadyFlushing = 2
}

/// Sends envelopes one at a time from an on-disk queue. `flush(timeout:)` blocks the
/// calling thread until the queue is drained or the timeout elapses.
public final class HTTPTransport {
    private let queue = DispatchQueue(label: "io.emberkit.http-transport")
    private let store: EnvelopeStore
    private let requestManager: RequestManager
    private let dateProvider: CurrentDateProvider
    private var isFlushing = false
    private let flushGroup = DispatchGroup()

    init(store: EnvelopeStore, requestManager: RequestManager, dateProvider: CurrentDateProvider) {
        self.store = store
        self.requestManager = requestManager
        self.dateProvider = dateProvider
    }

    public func send(_ envelope: Envelope) {
        store.append(envelope)
        sendAllCachedEnvelopes()
    }

    public func flush(timeout: TimeInterval) -> EmberFlushResult {
        var alreadyFlushing = false
        queue.sync {
            alreadyFlushing = isFlushing
            isFlushing = true
        }
        if alreadyFlushing { return .alreadyFlushing }
        defer { queue.sync { isFlushing = false } }

        flushGroup.enter()
        sendAllCachedEnvelopes { self.flushGroup.leave() }
        let deadline = DispatchTime.now() + timeout
        return flushGroup.wait(timeout: deadline) == .success ? .success : .timedOut
    }

    private func sendAllCachedEnvelopes(completion: (() -> Void)? = nil) {
        queue.async {
            guard let next = self.store.first() else { completion?(); return }
            self.requestManager.add(next.request) { _ in
                self.store.removeFirst()
                self.sendAllCachedEnvelopes(completion: completion)
            }
        }
    }
}
