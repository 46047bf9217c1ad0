import XCTest
@testable import Pinecrest

final class TunnelActorTests: XCTestCase {
    func testCannotReconnectAfterStopping() async throws {
        let actor = TunnelActor.mock()
        let disconnected = expectation(description: "Disconnected state")
        let sink = actor.$observedState.sink { if $0 == .disconnected { disconnected.fulfill() } }
        actor.start()
        actor.stop()
        actor.reconnect(reason: .userInitiated)
        await fulfillment(of: [disconnected], timeout: 1)
        XCTAssertEqual(actor.observedState, .disconnected)
        sink.cancel()
    }
}
