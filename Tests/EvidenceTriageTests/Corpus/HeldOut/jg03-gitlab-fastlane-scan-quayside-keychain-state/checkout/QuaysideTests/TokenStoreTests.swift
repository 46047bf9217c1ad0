import XCTest
@testable import Quayside

final class TokenStoreTests: XCTestCase {
    let store = TokenStore()

    func testLoadReturnsSavedToken() throws {
        try store.save("t-1", for: "ana@example.com")
        XCTAssertEqual(try store.load(for: "ana@example.com"), "t-1")
    }

    func testLoadMissingAccountReturnsNil() throws {
        XCTAssertNil(try store.load(for: "nobody@example.com"))
    }

    func testSaveReplacesExistingToken() throws {
        XCTAssertNoThrow(try store.save("t-2", for: "ana@example.com"))
        XCTAssertEqual(try store.load(for: "ana@example.com"), "t-2")
    }
}
