import XCTest
import Security
@testable import Ashgrove

final class AuthTokenStoreTests: XCTestCase {
    func testLaunchBeforeUnlockDoesNotDeleteToken() {
        let keychain = FakeKeychain(items: ["ashgrove.auth/refresh": "rt-9f2c"], readStatusWhileLocked: errSecInteractionNotAllowed)
        let protection = FakeProtectedData(available: false)
        AuthTokenStore(keychain: keychain, protection: protection).load()
        XCTAssertEqual(keychain.deletedKeys, [])
    }

    func testTokenReadDeferredUntilProtectedDataAvailable() {
        let keychain = FakeKeychain(items: ["ashgrove.auth/refresh": "rt-9f2c"], readStatusWhileLocked: errSecInteractionNotAllowed)
        let protection = FakeProtectedData(available: false)
        let store = AuthTokenStore(keychain: keychain, protection: protection)
        store.load()
        keychain.unlock(); protection.postDidBecomeAvailable()
        XCTAssertEqual(store.token, "rt-9f2c")
    }

    func testUnlockedLaunchReadsToken() {
        let keychain = FakeKeychain(items: ["ashgrove.auth/refresh": "rt-9f2c"])
        let store = AuthTokenStore(keychain: keychain, protection: FakeProtectedData(available: true))
        store.load()
        XCTAssertEqual(store.token, "rt-9f2c")
    }
}
