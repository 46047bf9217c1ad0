import XCTest
@testable import FernwoodKit

/// Exercises the real Keychain (no fake): the store is what BankFeedRefreshJob
/// reads its bearer token from when the system launches the feed refresh.
final class KeychainCredentialStoreTests: XCTestCase {
    private var store: KeychainCredentialStore!

    override func setUp() {
        super.setUp()
        store = KeychainCredentialStore(service: "com.fernwoodlabs.budget.credentials")
        try? store.deleteAll()
    }

    func testDeleteRemovesAllAccounts() throws {
        try store.deleteAll()
        XCTAssertNil(try store.loadRefreshToken(for: "feed-refresh"))
    }

    func testLoadMissingTokenReturnsNil() throws {
        XCTAssertNil(try store.loadRefreshToken(for: "nobody"))
    }

    func testSaveAndLoadRefreshToken() throws {


        XCTAssertNoThrow(try store.save(refreshToken: "rt-test-0001", for: "feed-refresh"), "saving the refresh token must succeed")
        XCTAssertEqual(try? store.loadRefreshToken(for: "feed-refresh"), "rt-test-0001")
    }
}
