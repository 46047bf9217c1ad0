import XCTest
import Security
@testable import Fennel

final class CredentialVaultTests: XCTestCase {
    private var vault: CredentialVault!

    override func setUp() {
        super.setUp()
        vault = CredentialVault(service: "app.fennel.auth")
        vault.removeAll()
    }

    func testEmptyVaultReturnsNil() {
        XCTAssertNil(vault.refreshToken)
    }

    /// The background refresh job reads the refresh token from the keychain,
    /// so it has to survive a write/read round trip in the test host.
    func testRefreshTokenRoundTrip() throws {
        let status = vault.store(refreshToken: "rt-test-0001")
        XCTAssertEqual(status, errSecSuccess, "SecItemAdd status")
        XCTAssertEqual(vault.refreshToken, "rt-test-0001")
    }

    func testRemoveAllClearsToken() {
        _ = vault.store(refreshToken: "rt-test-0002")
        vault.removeAll()
        XCTAssertNil(vault.refreshToken)
    }
}
