import Foundation
import Network
@testable import Pebble

/// Stand-in for NWPathMonitor: records the queue passed to start(queue:) and
/// delivers path updates on it, the way the real monitor does.
final class FakePathMonitor: PathMonitoring, @unchecked Sendable {
    struct FakePath: PathSnapshot {
        var status: NWPath.Status
    }

    var pathUpdateHandler: ((PathSnapshot) -> Void)?
    private(set) var queue: DispatchQueue?
    private(set) var cancelled = false

    func start(queue: DispatchQueue) {
        self.queue = queue
    }

    func cancel() {
        cancelled = true
    }

    /// Delivers a path update asynchronously on the monitor's queue and waits for the handler to return.
    func deliver(status: NWPath.Status) {
        guard let queue, let handler = pathUpdateHandler else {
            preconditionFailure("start(queue:) must be called before deliver(status:)")
        }
        let done = DispatchSemaphore(value: 0)
        queue.async {
            handler(FakePath(status: status))
            done.signal()
        }
        done.wait()
    }
}
