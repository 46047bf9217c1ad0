import XCTest
import Security
@testable import Quayside

final class CredentialVaultTests: XCTestCase {
    let vault = CredentialVault(service: "com.quayside.bank.session")

    override func tearDown() {
        vault.removeAll()
    }

    func testRefreshTokenRoundTrips() throws {
        let status = vault.store(Data("fixture-session-value".utf8), account: "primary")
        XCTAssertEqual(status, errSecSuccess)
        XCTAssertEqual(vault.read(account: "primary"), Data("fixture-session-value".utf8))
    }

    func testBackgroundReadableAccessibility() throws {
        let status = vault.store(Data("x".utf8), account: "bg", accessible: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly)
        XCTAssertEqual(status, errSecSuccess)
    }
}
