import XCTest
@testable import Umber

final class KeychainStoreTests: XCTestCase {
    func testReadAfterWrite() throws {
        let store = KeychainStore(service: "com.umberapp.umber.tests")
        try store.write("token-123", for: "session")
        XCTAssertEqual(try store.read("session"), "token-123")
    }
}
