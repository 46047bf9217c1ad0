import XCTest
@testable import Ferrow

final class SessionRestoreTests: XCTestCase {
    func testSignedInAccountRestored() {
        let keychain = FakeKeychain(values: ["ferrow.account": "ana@example.org"])
        let store = SessionStore(keychain: keychain, protectedData: FakeProtectedData(available: true))
        store.restore()
        XCTAssertEqual(store.state, .signedIn(account: "ana@example.org"))
    }

    /// Launch before first unlock: the keychain answers "not found" rather than throwing.
    func testPrewarmedLaunchKeepsCredentials() {
        let keychain = FakeKeychain(values: ["ferrow.account": "ana@example.org"], lockedBehaviour: .returnsNil)
        let protectedData = FakeProtectedData(available: false)
        let store = SessionStore(keychain: keychain, protectedData: protectedData)
        store.restore()

        keychain.unlock()
        protectedData.becomeAvailable()
        XCTAssertEqual(store.state, .signedIn(account: "ana@example.org"))
    }
}
