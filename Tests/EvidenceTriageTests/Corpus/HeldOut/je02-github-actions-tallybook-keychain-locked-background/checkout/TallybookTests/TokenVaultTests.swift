@testable import Tallybook
import Security
import XCTest

final class TokenVaultTests: XCTestCase {
    private let vault = TokenVault(service: "com.tallybook.tests.\(UUID().uuidString)")

    func testRoundTripsRefreshToken() throws {
        try vault.store(refreshToken: "rt-fixture-0001")
        XCTAssertEqual(try vault.refreshToken(), "rt-fixture-0001")
    }

    func testMissingTokenThrowsItemNotFound() {
        XCTAssertThrowsError(try vault.refreshToken()) { error in
            XCTAssertEqual(error as? KeychainError, KeychainError(status: errSecItemNotFound))
        }
    }

    func testRefreshTokenStoredAfterFirstUnlock() throws {
        try vault.store(refreshToken: "rt-fixture-0002")
        let accessible = vault.attributes()?[kSecAttrAccessible as String] as? String
        // Balance refresh and silent pushes run while the phone is locked; the token has to stay readable then.
        XCTAssertEqual(accessible, kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly as String,
                       "refresh token must be readable by background refresh while the device is locked")
    }

    func testTokenIsNotSynchronizable() throws {
        try vault.store(refreshToken: "rt-fixture-0003")
        XCTAssertNotEqual(vault.attributes()?[kSecAttrSynchronizable as String] as? Bool, true)
    }
}
