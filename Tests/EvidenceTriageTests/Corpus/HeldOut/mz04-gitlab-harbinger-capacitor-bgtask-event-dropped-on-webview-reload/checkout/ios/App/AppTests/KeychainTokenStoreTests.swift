import XCTest
@testable import App

final class KeychainTokenStoreTests: XCTestCase {

    func testSavesRefreshToken() throws {
        let store = KeychainTokenStore(service: "com.harbinger.dispatch.auth")
        XCTAssertNoThrow(try store.save(refreshToken: "fixture-refresh", account: "driver-118"))
        XCTAssertEqual(try store.refreshToken(account: "driver-118"), "fixture-refresh")
    }
}
