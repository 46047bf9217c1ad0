import XCTest
@testable import Fernbrook

final class SessionTokenStoreTests: XCTestCase {

    func testSavesRefreshTokenToKeychain() {
        let store = SessionTokenStore()
        XCTAssertNoThrow(try store.save(refreshToken: "rt-test-0001"))
        XCTAssertEqual(store.refreshToken(), "rt-test-0001")
    }
}
