import XCTest
@testable import RelayKit

final class LiveActivityPushTokenTests: XCTestCase {
    func testTokenForwardedOnRotation() async throws {
        let relay = RecordingRelayClient()
        let forwarder = PushTokenForwarder(relay: relay)
        forwarder.observe(tokens: AsyncStream { continuation in
            continuation.yield(Data([0x0a, 0x1b]))
            continuation.yield(Data([0x2c, 0x3d]))
            continuation.finish()
        }, for: SessionKey(server: "home-mac", threadID: "t-5120"))

        try await relay.waitForRegistrations(count: 2, timeout: .seconds(5))
        XCTAssertEqual(relay.registeredTokens.last, "2c3d")
    }
}
