import XCTest
@testable import CobbleRoutes

final class RouteRefreshFetchTests: XCTestCase {
    func testRouteRefreshNotificationWithinTwentyMinutes() throws {
        let notified = expectation(description: "local 'routes updated' notification posted by the fetch handler")
        NotificationProbe.shared.onPost = { id in if id == "routes-updated" { notified.fulfill() } }
        try RNFetchHarness.configure(minimumFetchInterval: 15)
        RNFetchHarness.sendAppToBackground()
        wait(for: [notified], timeout: 20 * 60)
    }
}
