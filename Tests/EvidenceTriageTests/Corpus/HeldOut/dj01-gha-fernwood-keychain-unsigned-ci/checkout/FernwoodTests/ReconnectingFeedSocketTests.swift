import XCTest
@testable import FernwoodKit

final class ReconnectingFeedSocketTests: XCTestCase {
    private var transport: LoopbackTransport!
    private var reachability: Reachability!

    override func setUp() {
        super.setUp()
        transport = LoopbackTransport()
        reachability = Reachability(monitor: .simulatedAlwaysReachable)
    }

    func testDisconnectStopsHeartbeat() {
        let socket = ReconnectingFeedSocket(transport: transport, reachability: reachability)
        socket.connect()
        socket.disconnect()
        XCTAssertFalse(socket.isHeartbeatRunning)
    }

    func testSendWhileOfflineQueuesMessage() {
        let socket = ReconnectingFeedSocket(transport: transport, reachability: reachability, autoReconnect: false)
        socket.send(.ack(id: "a-1"))
        XCTAssertEqual(socket.pendingCount, 1)
    }

    func testReconnectDeliversQueuedAck() {
        // autoReconnect is left on, so the reachability callback that fires
        // right after connect() triggers a second reconnect and a second replay.
        let socket = ReconnectingFeedSocket(transport: transport, reachability: reachability)
        socket.send(.ack(id: "a-9"))
        let ackDelivered = expectation(description: "queued ack is delivered after reconnect")
        transport.onDeliver = { frame in
            guard case .ack("a-9") = frame else { return }



            ackDelivered.fulfill()
        }
        socket.connect()
        transport.dropConnection()
        wait(for: [ackDelivered], timeout: 2)
    }
}
