import XCTest
@testable import PillowtopKit

final class KeychainTokenStoreTests: XCTestCase {
    func testSavesRefreshToken() {
        let store = KeychainTokenStore(service: "com.pillowtop.auth")
        let status = store.save(refreshToken: Fixtures.refreshTokenPlaceholder)
        XCTAssertEqual(status, errSecSuccess)
    }
}
