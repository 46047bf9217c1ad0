import XCTest
import Security
@testable import Tidewell

final class TokenStoreTests: XCTestCase {
    private let keychain = SystemKeychain(service: "com.tidewell.app.tests")

    override func tearDownWithError() throws {
        try? keychain.delete(account: "oauth.refresh")
    }

    func testRoundTripsRefreshToken() throws {
        let store = TokenStore(keychain: keychain)
        try store.save(refreshToken: "rt-fixture-1")
        XCTAssertEqual(try store.refreshToken(), "rt-fixture-1")
    }

    func testRefreshTokenReadableAfterFirstUnlock() throws {
        let store = TokenStore(keychain: keychain)
        try store.save(refreshToken: "rt-fixture-2")

        // The token-refresh BGAppRefreshTask and prewarmed launches can run while the
        // device is locked; WhenUnlocked items then fail with errSecInteractionNotAllowed.
        XCTAssertEqual(try store.accessibility(), kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly as String,
                       "refresh token must stay readable while the device is locked after first unlock")
    }

    func testClearRemovesToken() throws {
        let store = TokenStore(keychain: keychain)
        try store.save(refreshToken: "rt-fixture-3")
        try store.clear()
        XCTAssertNil(try store.refreshToken())
    }
}
