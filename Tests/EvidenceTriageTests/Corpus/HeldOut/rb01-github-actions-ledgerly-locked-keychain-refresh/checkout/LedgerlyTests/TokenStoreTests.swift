import XCTest
import Security
@testable import Ledgerly

final class TokenStoreTests: XCTestCase {
    func testRoundTripsRefreshToken() throws {
        let store = TokenStore(backend: FakeKeychain())
        try store.save(refreshToken: "rt-41f")
        XCTAssertEqual(try store.refreshToken(), "rt-41f")
    }

    func testSavePassesAccessibilityAttribute() throws {
        let keychain = FakeKeychain()
        let store = TokenStore(backend: keychain, accessibility: .afterFirstUnlockThisDeviceOnly)
        try store.save(refreshToken: "rt-41f")
        XCTAssertEqual(keychain.lastAdded?[kSecAttrAccessible as String] as? String,
                       kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly as String)
    }
}
