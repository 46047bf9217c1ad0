import Security
import XCTest
@testable import TransitCore

final class TokenVaultTests: XCTestCase {
    private let vault = TokenVault(service: "com.ptarmigan.transit.auth")

    override func tearDown() {
        vault.removeAll()
        super.tearDown()
    }

    func testStoresRefreshToken() throws {
        let status = vault.store(refreshToken: "fixture-refresh-value", account: "rider@example.org")
        XCTAssertEqual(status, errSecSuccess, "SecItemAdd")
        XCTAssertEqual(vault.refreshToken(account: "rider@example.org"), "fixture-refresh-value")
    }

    func testMissingTokenReturnsNil() {
        XCTAssertNil(vault.refreshToken(account: "nobody@example.org"))
    }
}
