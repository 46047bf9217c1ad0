import XCTest
@testable import BusbeaconKit

final class KeychainTokenStoreTests: XCTestCase {
    private let store = KeychainTokenStore(service: "com.busbeacon.auth.tests", account: "refresh-token")

    override func setUp() {
        store.delete()
    }

    override func tearDown() {
        store.delete()
    }

    func testLoadReturnsNilWhenEmpty() throws {
        XCTAssertNil(try store.load())
    }

    func testStoresRefreshToken() {
        // The token round-trips through the real Security framework (no mock), so
        // a broken keychain on the host fails here first.
        XCTAssertNoThrow(try store.save("rt_3f9c0a"), "saving the refresh token must succeed")
        XCTAssertEqual(try? store.load(), "rt_3f9c0a")
    }

    func testDeletesToken() throws {
        store.delete()
        XCTAssertNil(try store.load())
    }

    func testOverwritesExistingToken() throws {
        try store.save("rt_old")
        try store.save("rt_new")
        XCTAssertEqual(try store.load(), "rt_new")
    }
}
