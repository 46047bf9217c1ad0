import XCTest
@testable import Dosewise

final class KeychainTokenStoreTests: XCTestCase {
    private var store: KeychainTokenStore!

    override func setUp() {
        super.setUp()
        store = KeychainTokenStore(account: "test-\(UUID().uuidString)")
    }

    override func tearDown() {
        store.clear()
        store = nil
        super.tearDown()
    }

    func testReadWithoutSaveReturnsNil() throws {
        XCTAssertNil(try? store.read())
    }

    func testRefreshTokenRoundTrip() throws {
        XCTAssertNoThrow(try store.save("r-5f2c9a"))

        let token = try? store.read()
        XCTAssertEqual(token, "r-5f2c9a")
    }

    func testSaveReplacesExistingToken() throws {
        try? store.save("first")
        try? store.save("second")
        XCTAssertNotEqual(try? store.read(), "first")
    }
}
