import XCTest
@testable import Ledgerleaf

/// Exercises the real keychain (no in-memory double) with the same shared access
/// group the widget extension reads from, so it fails if the access group this build
/// requests is not one the signed app is entitled to.
final class KeychainTokenStoreTests: XCTestCase {
    private var store: KeychainTokenStore!

    override func setUpWithError() throws {
        try super.setUpWithError()
        store = KeychainTokenStore(service: "com.ledgerleaf.app.tests",
                                   accessGroup: KeychainTokenStore.defaultAccessGroup)
        try? store.deleteAll()
    }

    override func tearDownWithError() throws {
        try? store.deleteAll()
        store = nil
        try super.tearDownWithError()
    }

    func testSavedSyncTokenIsReadableFromSharedGroup() throws {
        let token = SyncToken(value: "ll-test-token-0001", expiresAt: Date(timeIntervalSince1970: 1_900_000_000))

        XCTAssertNoThrow(try store.save(token, account: "primary"))
        let loaded = try XCTUnwrap(try? store.load(account: "primary"))
        XCTAssertEqual(loaded, token)
    }

    func testSharedGroupUsesLedgerleafSuffix() {
        XCTAssertTrue(KeychainTokenStore.defaultAccessGroup.hasSuffix("com.ledgerleaf.shared"))
    }

    func testSyncTokenEncodingRoundTrips() throws {
        let token = SyncToken(value: "abc", expiresAt: Date(timeIntervalSince1970: 0))
        let data = try JSONEncoder().encode(token)
        XCTAssertEqual(try JSONDecoder().decode(SyncToken.self, from: data), token)
    }
}
