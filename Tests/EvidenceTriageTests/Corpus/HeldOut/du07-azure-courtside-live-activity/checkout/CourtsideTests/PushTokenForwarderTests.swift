import XCTest
@testable import MatchKit

final class PushTokenForwarderTests: XCTestCase {
    /// ActivityKit can rotate the per-activity update token while the activity is alive; the
    /// server must always hold the latest one or its pushes go nowhere.
    func testForwardsRotatedUpdateToken() async throws {
        let backend = RecordingBackend()
        let forwarder = PushTokenForwarder(backend: backend)
        let tokens = AsyncStream<Data> { continuation in
            continuation.yield(Data([0xa1, 0xb2]))
            continuation.yield(Data([0xc3, 0xd4]))
            continuation.finish()
        }

        await forwarder.forward(tokens, activityID: "match-88")

        XCTAssertEqual(backend.uploadedTokens, ["a1b2", "c3d4"], "every token from pushTokenUpdates must reach the backend")
    }

    func testTokenIsHexEncoded() {
        XCTAssertEqual(PushTokenForwarder.hex(Data([0x0f, 0xa0])), "0fa0")
    }
}
