import Security
import XCTest
@testable import Cragline

final class AuthTokenStoreTests: XCTestCase {
    private var store: AuthTokenStore!

    override func setUp() {
        super.setUp()
        store = AuthTokenStore(service: "com.cragline.app.tests.auth")
        try? store.removeAll()
    }

    override func tearDown() {
        try? store.removeAll()
        super.tearDown()
    }

    func testRoundTripsAccessAndRefreshToken() throws {
        try store.save(AuthTokens(access: "acc-fixture", refresh: "ref-fixture", expiresAt: Date(timeIntervalSince1970: 1_800_000_000)))
        let loaded = try XCTUnwrap(store.load())
        XCTAssertEqual(loaded.refresh, "ref-fixture")
    }

    /// Background token refresh (BGAppRefreshTask) and Live Activity updates read these items
    /// while the phone is locked; items written with the default class are unreadable then.
    func testTokensAreReadableAfterFirstUnlock() throws {
        try store.save(AuthTokens(access: "acc-fixture", refresh: "ref-fixture", expiresAt: Date(timeIntervalSince1970: 1_800_000_000)))
        let attributes = try XCTUnwrap(store.itemAttributes(for: .refreshToken))
        let accessible = attributes[kSecAttrAccessible as String] as? String
        XCTAssertEqual(accessible, kSecAttrAccessibleAfterFirstUnlock as String, "refresh token must stay readable while the device is locked (kSecAttrAccessibleAfterFirstUnlock)")
    }
}
