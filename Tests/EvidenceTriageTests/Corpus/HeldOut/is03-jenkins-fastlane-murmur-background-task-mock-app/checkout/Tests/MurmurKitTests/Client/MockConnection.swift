@testable import MurmurKit

final class MockConnection: WebSocketConnection {
    var status: ConnectionStatus
    /// When true, disconnect() changes state but never calls its completion (socket already closed by the server).
    var closesWithoutCallback = false

    init(status: ConnectionStatus) { self.status = status }

    func connect() { status = .connected }

    func disconnect(source: DisconnectionSource, completion: (() -> Void)?) {
        status = .disconnected(source: source)
        if !closesWithoutCallback { completion?() }
    }
}
