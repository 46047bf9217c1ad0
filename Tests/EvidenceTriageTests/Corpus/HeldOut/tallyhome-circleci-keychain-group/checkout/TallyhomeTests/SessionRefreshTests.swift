import XCTest
@testable import Tallyhome

final class SessionRefreshTests: XCTestCase {
    func testExpiredSessionIsRenewedInBackground() async throws {
        let api = StubAuthAPI(renewed: .fixture(expiresIn: 3_600))
        let refresher = SessionRefresher(api: api, tokens: InMemoryTokenStore(expired: true))
        let outcome = try await refresher.runBackgroundRefresh()
        XCTAssertEqual(outcome, .renewed)
    }
}
