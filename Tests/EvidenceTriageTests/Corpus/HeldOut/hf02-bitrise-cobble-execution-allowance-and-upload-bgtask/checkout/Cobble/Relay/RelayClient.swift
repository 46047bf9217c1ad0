import Foundation

public struct ReconnectPolicy: Sendable {
    public var initialBackoff: Duration
    public var maximumBackoff: Duration

    /// What ships: after the first refused attempt the client waits the full window before retrying,
    /// so a gateway restart does not get hammered by every device at once.
    public static let production = ReconnectPolicy(initialBackoff: .seconds(300), maximumBackoff: .seconds(300))
    public static let immediate = ReconnectPolicy(initialBackoff: .milliseconds(10), maximumBackoff: .milliseconds(50))
}

public final class RelayClient: @unchecked Sendable {
    public enum State: Equatable, Sendable { case idle, connecting, connected, waitingToRetry }

    public let policy: ReconnectPolicy
    public private(set) var state: State = .idle
    private let transport: RelayTransport
    private var attempt = 0

    public init(transport: RelayTransport, policy: ReconnectPolicy) {
        self.transport = transport
        self.policy = policy
    }

    public func connect() async throws {
        state = .connecting
        try await transport.open()
        state = .connected
    }

    func scheduleReconnect() {
        attempt += 1
        let delay = attempt == 1 ? policy.initialBackoff : policy.maximumBackoff
        state = .waitingToRetry
        NSLog("RelayClient: reconnect attempt %d failed; next attempt in %@", attempt, String(describing: delay))
        Task { [weak self] in
            try? await Task.sleep(for: delay)
            try? await self?.connect()
        }
    }
}
