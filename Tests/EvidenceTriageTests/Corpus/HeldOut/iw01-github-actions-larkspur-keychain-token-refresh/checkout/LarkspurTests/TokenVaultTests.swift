import XCTest
@testable import Larkspur

final class TokenVaultTests: XCTestCase {
    private let vault = TokenVault(service: "com.larkspur.mail.oauth.tests")

    override func tearDown() {
        SecItemDelete([kSecClass as String: kSecClassGenericPassword,
                       kSecAttrService as String: vault.service] as CFDictionary)
        super.tearDown()
    }

    func testRoundTripsRefreshToken() throws {
        try vault.saveRefreshToken("rt-unit-test")
        XCTAssertEqual(try vault.readRefreshToken(), "rt-unit-test")
    }

    func testMissingTokenThrowsItemNotFound() {
        XCTAssertThrowsError(try vault.readRefreshToken()) { error in
            XCTAssertEqual(error as? KeychainError, .itemNotFound)
        }
    }

    func testRefreshTokenReadableAfterFirstUnlock() throws {
        try vault.saveRefreshToken("rt-unit-test")
        let attributes = try XCTUnwrap(vault.storedAttributes())
        // The background refresh reads this token while the device may be locked.
        XCTAssertEqual(attributes[kSecAttrAccessible as String] as? String,
                       kSecAttrAccessibleAfterFirstUnlock as String,
                       "refresh token must stay readable by the background refresh after first unlock")
    }
}
