import XCTest
@testable import JuniperCore

/// JuniperCore is a framework target; its test bundle runs without a host app.
final class KeychainTokenStoreTests: XCTestCase {
    private var store: KeychainTokenStore!

    override func setUp() {
        super.setUp()
        store = KeychainTokenStore(service: "com.junipernotes.auth", accessGroup: nil)
        try? store.deleteAll()
    }

    func testSaveAndReadRefreshToken() throws {
        let token = RefreshToken(value: "rt_test_5f2b", expiresAt: Date(timeIntervalSince1970: 1_900_000_000))
        XCTAssertNoThrow(try store.save(token, account: "primary"))
        let read = try store.read(account: "primary")
        XCTAssertEqual(read?.value, token.value)
    }

    func testDeleteOfMissingItemIsNotAnError() throws {
        XCTAssertNoThrow(try store.delete(account: "nobody"))
    }
}
