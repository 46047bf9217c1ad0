import XCTest
@testable import AlderKit

final class KeychainTokenStoreTests: XCTestCase {
    private var store: KeychainTokenStore!

    override func setUp() {
        super.setUp()
        store = KeychainTokenStore(service: "com.alderapps.podcasts.auth")
        try? store.removeAll()
    }

    override func tearDown() {
        try? store.removeAll()
        store = nil
        super.tearDown()
    }

    func testReadsNilWhenEmpty() throws {
        XCTAssertNil(try store.read(account: "refresh-token"))
    }

    func testPersistsRefreshToken() throws {
        let token = TokenPair(access: "access-fixture", refresh: "refresh-fixture", expiresIn: 3600)
        XCTAssertNoThrow(try store.save(token.refresh, account: "refresh-token"))
        XCTAssertEqual(try store.read(account: "refresh-token"), "refresh-fixture")
    }

    func testOverwritesExistingToken() throws {
        try store.save("first", account: "refresh-token")
        try store.save("second", account: "refresh-token")
        XCTAssertEqual(try store.read(account: "refresh-token"), "second")
    }
}
