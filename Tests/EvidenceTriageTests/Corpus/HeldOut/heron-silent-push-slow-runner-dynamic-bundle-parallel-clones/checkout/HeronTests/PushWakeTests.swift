import XCTest
import UserNotifications
@testable import Heron

/// End-to-end: staging push service sends a content-available payload to the
/// simulator's token and the inbox refreshes in the background.
final class PushWakeTests: XCTestCase {
    func testDeviceTokenIsRegistered() throws {
        let token = try XCTUnwrap(PushRegistrar.shared.waitForToken(timeout: 10))
        XCTAssertEqual(token.count, 32)
    }

    func testSilentPushRefreshesInbox() throws {
        let refreshed = expectation(description: "background inbox refresh via silent push")
        InboxRefresher.shared.onBackgroundRefresh = { result in
            XCTAssertEqual(result, .newData)
            refreshed.fulfill()
        }
        let token = try XCTUnwrap(PushRegistrar.shared.waitForToken(timeout: 10))
        try StagingPushClient().send(.silent(inboxVersion: 812), to: token)
        wait(for: [refreshed], timeout: 30)
    }
}
