import XCTest
@testable import RelayKit

final class RelaySocketLifecycleTests: XCTestCase {
    func testSocketReconnectsOnWillEnterForeground() {
        let transport = LoopbackTransport()
        let socket = RelaySocket(transport: transport, appState: { .active })
        let center = NotificationCenter()
        let observer = RelayLifecycleObserver(socket: socket, center: center)
        socket.connect()
        center.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        center.post(name: UIApplication.willEnterForegroundNotification, object: nil)
        let connected = expectation(for: NSPredicate { _, _ in socket.state == .connected }, evaluatedWith: nil)
        wait(for: [connected], timeout: 10)
        withExtendedLifetime(observer) {}
    }

    func testReconnectAllowedWhileInactive() {
        let transport = LoopbackTransport()
        let socket = RelaySocket(transport: transport, appState: { .inactive })  // e.g. Control Centre pulled down
        socket.connect()
        transport.simulateServerClose()
        XCTAssertEqual(socket.reconnectAttempts, 1, "reconnect attempts while inactive")
    }
}
