import Security
import XCTest
@testable import Tallyho

final class TokenVaultTests: XCTestCase {
    private var vault: TokenVault!

    override func setUp() {
        super.setUp()
        vault = TokenVault()
        vault.deleteAll()
    }

    override func tearDown() {
        vault.deleteAll()
        super.tearDown()
    }

    func testStoreThenReadRoundTrips() throws {
        try vault.store(refreshToken: "r-1", accessToken: "a-1")
        XCTAssertEqual(try vault.readRefreshToken(), "r-1")
        XCTAssertEqual(try vault.readAccessToken(), "a-1")
    }

    func testDeleteRemovesBothTokens() throws {
        try vault.store(refreshToken: "r-1", accessToken: "a-1")
        vault.deleteAll()
        XCTAssertThrowsError(try vault.readAccessToken())
    }

    func testMissingTokenThrowsMissing() {
        XCTAssertThrowsError(try vault.readRefreshToken()) { error in
            XCTAssertEqual(error as? TokenVaultError, .missing)
        }
    }

    /// The timesheet-refresh task runs while the phone is locked, so the tokens it reads
    /// must be stored with an after-first-unlock accessibility class.
    func testRefreshTokenIsReadableAfterFirstUnlock() throws {
        try vault.store(refreshToken: "r-1", accessToken: "a-1")
        var result: AnyObject?
        let status = SecItemCopyMatching([kSecClass as String: kSecClassGenericPassword,
                                          kSecAttrService as String: TokenVault.service,
                                          kSecAttrAccount as String: "refresh",
                                          kSecReturnAttributes as String: true] as CFDictionary, &result)
        XCTAssertEqual(status, errSecSuccess)
        let attributes = try XCTUnwrap(result as? [String: Any])
        let accessible = attributes[kSecAttrAccessible as String] as? String
        XCTAssertEqual(accessible, kSecAttrAccessibleAfterFirstUnlock as String, "refresh token must stay readable while the device is locked so timesheet-refresh can run")
    }
}
