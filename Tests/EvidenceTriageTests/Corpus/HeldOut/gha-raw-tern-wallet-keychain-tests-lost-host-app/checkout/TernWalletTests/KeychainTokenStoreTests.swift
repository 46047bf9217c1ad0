import XCTest
@testable import TernWallet

final class KeychainTokenStoreTests: XCTestCase {
    private var store: KeychainTokenStore!

    override func setUp() {
        super.setUp()
        store = KeychainTokenStore(service: "com.ternwallet.tests.session")
        try? store.removeAll()
    }

    override func tearDown() {
        try? store.removeAll()
        super.tearDown()
    }

    func testSaveThenReadToken() throws {
        XCTAssertNoThrow(try store.save(token: "session-fixture-01", account: "ines@example.test"))
        XCTAssertEqual(try store.token(account: "ines@example.test"), "session-fixture-01")
    }

    func testOverwriteKeepsSingleItem() throws {
        try store.save(token: "first", account: "ines@example.test")
        try store.save(token: "second", account: "ines@example.test")
        XCTAssertEqual(try store.allAccounts().count, 1)
    }

    func testReadMissingAccountReturnsNil() throws {
        XCTAssertNil(try store.token(account: "nobody@example.test"))
    }
}
