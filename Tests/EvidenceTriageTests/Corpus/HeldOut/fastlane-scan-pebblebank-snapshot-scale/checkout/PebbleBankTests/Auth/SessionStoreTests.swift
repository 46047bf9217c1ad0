import XCTest
@testable import PebbleBank

final class SessionStoreTests: XCTestCase {

    func testRefreshTokenRoundTrips() throws {
        let store = SessionStore(service: "com.pebblebank.ios.session.tests")
        XCTAssertNoThrow(try store.save(refreshToken: "fixture-refresh-0001"))
        XCTAssertEqual(try store.refreshToken(), "fixture-refresh-0001")
    }
}
