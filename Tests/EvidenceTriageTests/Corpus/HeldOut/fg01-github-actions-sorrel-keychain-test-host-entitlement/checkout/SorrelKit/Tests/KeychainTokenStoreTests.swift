import XCTest
@testable import SorrelKit

final class KeychainTokenStoreTests: XCTestCase {
    private var store: KeychainTokenStore!

    override func setUp() {
        super.setUp()
        store = KeychainTokenStore(service: "com.sorrelapps.sorrel.auth.tests")
        try? store.delete(account: "primary")
    }

    override func tearDown() {
        try? store.delete(account: "primary")
        store = nil
        super.tearDown()
    }

    func testMissingTokenThrowsItemNotFound() {
        // Runs without an access group so it does not depend on the host's entitlements.
        let local = KeychainTokenStore(service: "com.sorrelapps.sorrel.auth.tests", accessGroup: nil)
        XCTAssertThrowsError(try local.token(account: "nobody")) { error in
            XCTAssertEqual(error as? KeychainError, .itemNotFound)
        }
    }

    func testStoresRefreshTokenInSharedGroup() throws {
        XCTAssertNoThrow(try store.save("rt-0001", account: "primary"))
        XCTAssertEqual(try store.token(account: "primary"), "rt-0001")
    }

    func testOverwriteReplacesExistingToken() throws {
        try store.save("rt-0001", account: "primary")
        try store.save("rt-0002", account: "primary")
        XCTAssertEqual(try store.token(account: "primary"), "rt-0002")
    }
}
