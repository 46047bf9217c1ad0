import XCTest
@testable import Fernroute

final class KeychainTokenStoreTests: XCTestCase {
    func testSavesRefreshToken() throws {
        let store = KeychainTokenStore(service: "com.fernroute.app.auth")
        XCTAssertNoThrow(try store.save(refreshToken: "refresh-fixture"))
    }
}
