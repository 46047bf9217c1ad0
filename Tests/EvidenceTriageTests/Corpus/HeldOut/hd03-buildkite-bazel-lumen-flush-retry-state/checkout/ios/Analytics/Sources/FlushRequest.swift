import Foundation

/// Posts one batch of analytics events and keeps the retry/back-off state for the flusher.
final class FlushRequest {

    enum FailureReason { case http(Int), transport, semaphoreTimeout }

    private let network: NetworkClient
    private let clock: Clock
    private(set) var networkConsecutiveFailures = 0
    private(set) var requestsDisallowedUntil: Date?
    var waitTimeout: DispatchTimeInterval = .seconds(120)

    init(network: NetworkClient, clock: Clock) {
        self.network = network
        self.clock = clock
    }

    func requestNotAllowed() -> Bool {
        guard let until = requestsDisallowedUntil else { return false }
        return clock.now < until
    }

    /// Blocks the flush queue until the request finishes or `waitTimeout` passes.
    func sendRequest(_ body: Data, path: String) -> Bool {
        let semaphore = DispatchSemaphore(value: 0)
        var result = false
        network.post(path: path, body: body) { [self] response in
            switch response {
            case .success:
                handleFlushSuccess()
                result = true
            case .failure(let reason):
                handleFlushFailure(reason: reason)
                result = false
            }
            semaphore.signal()
        }
        if semaphore.wait(timeout: .now() + waitTimeout) == .timedOut {
            // The network completion didn't arrive within our wait window. It may still fire later.
            Log.warn("Request to \(path) timed out waiting for a response")
            handleFlushFailure(reason: .semaphoreTimeout)
            return false
        }
        return result
    }

    private func handleFlushSuccess() {
        networkConsecutiveFailures = 0
        requestsDisallowedUntil = nil
    }

    private func handleFlushFailure(reason: FailureReason) {
        networkConsecutiveFailures += 1
        let backoff = min(pow(2.0, Double(networkConsecutiveFailures)) * 60, 43_200)
        requestsDisallowedUntil = clock.now.addingTimeInterval(backoff)
    }
}
