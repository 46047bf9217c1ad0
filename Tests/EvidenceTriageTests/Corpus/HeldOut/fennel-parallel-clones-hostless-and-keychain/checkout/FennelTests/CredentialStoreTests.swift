import XCTest
import Security
@testable import Fennel

final class CredentialStoreTests: XCTestCase {
    private let store = KeychainCredentialStore(service: "com.fennel.notes.sync")

    override func tearDown() {
        store.removeAll()
        super.tearDown()
    }

    func testMissingTokenReturnsNil() {
        XCTAssertNil(store.token(for: "nobody@example.invalid"))
    }

    func testTokenRoundTripsThroughKeychain() {
        let status = store.save(token: "sample-sync-value", for: "reader@example.invalid")
        XCTAssertEqual(status, errSecSuccess, "SecItemAdd status")
        XCTAssertEqual(store.token(for: "reader@example.invalid"), "sample-sync-value")
        XCTAssertNil(UserDefaults.standard.string(forKey: "syncToken"))
    }
}
