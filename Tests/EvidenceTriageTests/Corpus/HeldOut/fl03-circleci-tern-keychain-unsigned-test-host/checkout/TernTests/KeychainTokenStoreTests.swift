import XCTest
@testable import Tern

/// Hosted in Tern.app (TEST_HOST), so SecItem calls use the host's
/// keychain-access-groups entitlement.
final class KeychainTokenStoreTests: XCTestCase {
    private let store = KeychainTokenStore()
    private let account = "ana@tern.example"

    override func tearDown() {
        try? store.delete(account: account)
        super.tearDown()
    }

    func testSaveThenLoadRefreshToken() throws {
        XCTAssertNoThrow(try store.save("rt-7f3a", account: account))
        XCTAssertEqual(try store.token(account: account), "rt-7f3a")
    }

    func testDeleteRemovesStoredToken() throws {
        XCTAssertNoThrow(try store.save("rt-9c01", account: account))
        XCTAssertNoThrow(try store.delete(account: account))
        XCTAssertNil(try store.token(account: account))
    }
}
