import XCTest
@testable import Dunmore

final class TokenRefresherTests: XCTestCase {
    func testRefreshesProactivelyBeforeExpiry() {
        let client = StubTokenClient(delay: 0.2)
        let refresher = TokenRefresher(client: client)
        let refreshed = expectation(description: "token refreshed")
        refresher.onRefresh = { _ in refreshed.fulfill() }
        refresher.start(current: Token(value: "t0", expiresAt: Date().addingTimeInterval(61)))
        wait(for: [refreshed], timeout: 2)
    }
}
