import XCTest
@testable import Quillwort

final class KeychainSessionStoreTests: XCTestCase {
    private let store = KeychainSessionStore(service: "com.quillwort.session.tests")
    private let account = "ci-user@quillwort.test"

    override func tearDown() {
        store.delete(account: account)
        super.tearDown()
    }

    func testMissingTokenReturnsNil() throws {
        store.delete(account: account)
        XCTAssertNil(try? store.loadRefreshToken(account: account) ?? nil)
    }

    func testSaveAndLoadRefreshToken() throws {
        XCTAssertNoThrow(try store.save(refreshToken: "rt-fixture-0001", account: account))
        let loaded = try store.loadRefreshToken(account: account)
        XCTAssertEqual(loaded, "rt-fixture-0001")
    }

    func testSaveReplacesExistingToken() throws {
        try store.save(refreshToken: "rt-fixture-0001", account: account)
        try store.save(refreshToken: "rt-fixture-0002", account: account)
        XCTAssertEqual(try store.loadRefreshToken(account: account), "rt-fixture-0002")
    }
}
