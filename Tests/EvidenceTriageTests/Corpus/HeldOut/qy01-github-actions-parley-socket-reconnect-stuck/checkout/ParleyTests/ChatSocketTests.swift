import XCTest
@testable import ParleyKit

final class ChatSocketTests: XCTestCase {
    private var server: LocalEchoServer!
    private var client: SocketClient!

    override func setUpWithError() throws {
        server = try LocalEchoServer.start(port: 0)
        client = SocketClient(request: URLRequest(url: server.url), engine: NWWebSocketEngine())
    }

    override func tearDown() {
        client.disconnect()
        server.stop()
    }

    func testConnectsToLocalServer() {
        let connected = expectation(description: "socket connected")
        client.onConnect = { connected.fulfill() }
        client.connect()
        wait(for: [connected], timeout: 5)
    }

    func testReconnectsAfterServerComesBack() throws {
        let first = expectation(description: "first connect")
        client.onConnect = { first.fulfill() }
        client.connect()
        wait(for: [first], timeout: 5)

        server.stop()                       // connection drops, server is down
        client.connect()                    // attempt while the server is down fails
        try server.restart()                // server is back

        let reconnected = expectation(description: "socket reconnected")
        client.onConnect = { reconnected.fulfill() }
        client.connect()
        wait(for: [reconnected], timeout: 20)
    }

    func testPingTimeoutClosesSocket() {
        let closed = expectation(description: "closed after missed pong")
        client.onDisconnect = { _ in closed.fulfill() }
        client.connect()
        server.dropPongs = true
        wait(for: [closed], timeout: 8)
    }
}
