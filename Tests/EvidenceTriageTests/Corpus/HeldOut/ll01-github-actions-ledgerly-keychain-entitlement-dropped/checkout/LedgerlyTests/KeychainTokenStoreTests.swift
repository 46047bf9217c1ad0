import XCTest
@testable import Ledgerly

/// Hosted in Ledgerly.app (TEST_HOST), so the keychain is the app's.
final class KeychainTokenStoreTests: XCTestCase {
    private let store = KeychainTokenStore()

    func testStoresAndReadsRefreshToken() throws {
        XCTAssertNoThrow(try store.save("rt-test-0001", account: "refresh-token"))
        XCTAssertEqual(try store.read(account: "refresh-token"), "rt-test-0001")
    }

    func testOverwriteReplacesExistingToken() throws {
        try? store.save("rt-test-0001", account: "refresh-token")
        XCTAssertNoThrow(try store.save("rt-test-0002", account: "refresh-token"))
        XCTAssertEqual(try store.read(account: "refresh-token"), "rt-test-0002")
    }

    func testMissingAccountReadsNil() throws {
        XCTAssertNil(try store.read(account: "no-such-account"))
    }
}
