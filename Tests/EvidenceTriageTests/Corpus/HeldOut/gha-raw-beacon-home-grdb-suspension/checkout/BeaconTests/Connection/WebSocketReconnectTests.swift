import XCTest
@testable import BeaconShared

final class WebSocketReconnectTests: XCTestCase {
    func testReconnectsAfterServerClose() async throws {
        let server = try LoopbackWebSocketServer.start()
        let connection = HAConnection(url: server.url, retryPolicy: .immediate)
        connection.connect()
        try await server.waitForClient(timeout: 2)
        server.closeAll(code: .goingAway)
        let reconnected = expectation(description: "reconnected")
        connection.onStateChange = { if $0 == .ready { reconnected.fulfill() } }
        await fulfillment(of: [reconnected], timeout: 2)
    }
}
