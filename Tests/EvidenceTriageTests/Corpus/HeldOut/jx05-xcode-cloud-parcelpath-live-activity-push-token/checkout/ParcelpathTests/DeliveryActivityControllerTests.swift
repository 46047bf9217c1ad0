import XCTest
@testable import Parcelpath

@MainActor
final class DeliveryActivityControllerTests: XCTestCase {

    func testStartRequestsTokenPushType() throws {
        let requester = FakeActivityRequester()
        try DeliveryActivityController(requester: requester, api: FakeDeliveryAPI()).start(for: .fixture)
        XCTAssertEqual(requester.lastPushType, .token)
    }

    /// FakeActivityRequester behaves like ActivityKit: pushToken is nil when request returns and the
    /// token arrives later on pushTokenUpdates.
    func testStartRegistersPushTokenWithServer() async throws {
        let requester = FakeActivityRequester(tokenDelay: .milliseconds(50))
        let api = FakeDeliveryAPI()
        try DeliveryActivityController(requester: requester, api: api).start(for: .fixture)
        try await Task.sleep(for: .seconds(1))
        XCTAssertEqual(api.registeredTokens.count, 1, "push token must be registered with the delivery service")
    }
}
