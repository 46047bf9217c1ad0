import Foundation
import Network

enum RelayError: Error, Equatable { case cancelled, unreachable }

/// Long-lived connection to the Tidewire relay. Used by the inbox refresh (foreground and
/// com.tidewire.inbox.refresh) to pull new mail headers.
final class RelayTransport: @unchecked Sendable {
    private let endpoint: NWEndpoint
    private let queue = DispatchQueue(label: "relay.transport")
    private var connection: NWConnection?
    private var attempt = 0
    let backoff: (Int) -> TimeInterval

    init(endpoint: NWEndpoint, backoff: @escaping (Int) -> TimeInterval = { min(pow(2, Double($0)) * 0.25, 8) }) {
        self.endpoint = endpoint
        self.backoff = backoff
    }

    func connect() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            let connection = NWConnection(to: endpoint, using: .tcp)
            self.connection = connection
            connection.stateUpdateHandler = { [weak self] state in
                guard let self else { return }
                switch state {
                case .ready:
                    self.attempt = 0
                    continuation.resume()
                case .failed, .cancelled:
                    continuation.resume(throwing: RelayError.cancelled)
                    self.scheduleReconnect(continuation)
                case .waiting(let error):
                    // Relay unreachable: NWConnection keeps waiting for a better path; we just keep waiting too.
                    NSLog("[Relay] %@ waiting: %@", "\(self.endpoint)", "\(error)")
                default:
                    break
                }
            }
            connection.start(queue: queue)
        }
    }

    /// Reconnects after a backoff. The delayed task still holds the continuation of the attempt that failed.
    private func scheduleReconnect(_ continuation: CheckedContinuation<Void, Error>) {
        attempt += 1
        let delay = backoff(attempt)
        Task { [weak self] in
            try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
            guard let self else { return }
            do {
                try await self.connect()
                continuation.resume()
            } catch {
                continuation.resume(throwing: error)
            }
        }
    }

    func cancel() {
        connection?.cancel()
        connection = nil
    }
}
