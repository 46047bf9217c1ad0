import XCTest
@testable import Cobble

final class RelayReconnectTests: XCTestCase {
    private var gateway: StubGateway!
    private var client: RelayClient!

    override func setUp() {
        super.setUp()
        gateway = StubGateway()
        // Uses the production reconnect policy on purpose: this is an end-to-end check of the
        // reconnect path, not of the policy maths (see RelayBackoffPolicyTests for those).
        client = RelayClient(transport: gateway, policy: .production)
    }

    func testConnectsOnFirstAttempt() async throws {
        try await client.connect()
        XCTAssertEqual(client.state, .connected)
    }

    func testReconnectAfterGatewayDrop() async throws {
        try await client.connect()
        gateway.dropConnection(reason: .serverGoingAway)
        gateway.refuseNextAttempts(1)

        // Waits for the client to come back on its own; bounded by the client's own policy.
        let state = await client.waitForState(.connected, timeout: client.policy.maximumBackoff + .seconds(30))
        XCTAssertEqual(state, .connected)
    }
}
