import Foundation

public final class ReconnectingFeedSocket {
    private let transport: FeedTransport
    private let reachability: Reachability
    private let autoReconnect: Bool
    private var queue: [Frame] = []
    public private(set) var isHeartbeatRunning = false
    public var pendingCount: Int { queue.count }

    public init(transport: FeedTransport, reachability: Reachability, autoReconnect: Bool = true) {
        self.transport = transport
        self.reachability = reachability
        self.autoReconnect = autoReconnect
    }

    public func connect() {
        transport.open()
        isHeartbeatRunning = true
        if autoReconnect {
            // Reachability reports "reachable" as soon as it starts, which
            // reconnects a socket that has just connected.
            reachability.whenReachable = { [weak self] in self?.reconnect() }
            reachability.start()
        }
    }

    public func disconnect() {
        reachability.stop()
        transport.close()
        isHeartbeatRunning = false
    }

    public func send(_ frame: Frame) {
        guard transport.isOpen else { queue.append(frame); return }
        transport.write(frame)
    }

    func reconnect() {
        transport.open()














































        replayQueue()
    }

    private func replayQueue() {
        // Frames are not removed until the transport acknowledges them, so a
        // second reconnect replays the same ack again.
        for frame in queue {
            transport.write(frame)
        }
    }
}
