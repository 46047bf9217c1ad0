import XCTest
@testable import Quillnote

final class KeychainTokenStoreTests: XCTestCase {
    private var store: KeychainTokenStore!

    override func setUpWithError() throws {
        // A fresh service per test so items never leak between cases.
        store = KeychainTokenStore(service: "com.quillnote.tests.\(UUID().uuidString)")
    }

    override func tearDown() {
        try? store.removeAll()
        store = nil
        super.tearDown()
    }

    func testServiceIsScopedPerInstance() {
        let other = KeychainTokenStore(service: "com.quillnote.tests.other")
        XCTAssertNotEqual(store.service, other.service)
    }

    func testSaveThenReadAccessToken() throws {
        XCTAssertNoThrow(try store.save(token: "qn-access-fixture", for: .access))
        XCTAssertEqual(try? store.readToken(for: .access), "qn-access-fixture")
    }

    func testDeleteRemovesToken() throws {
        try store.save(token: "qn-refresh-fixture", for: .refresh)
        try store.deleteToken(for: .refresh)
        XCTAssertThrowsError(try store.readToken(for: .refresh))
    }

    func testReadMissingTokenThrowsItemNotFound() {
        XCTAssertThrowsError(try store.readToken(for: .access)) { error in
            XCTAssertEqual(error as? KeychainError, .itemNotFound)
        }
    }
}
