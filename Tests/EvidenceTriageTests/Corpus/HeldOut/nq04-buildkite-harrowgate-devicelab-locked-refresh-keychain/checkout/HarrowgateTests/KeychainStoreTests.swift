import XCTest
import Security
@testable import Harrowgate

final class KeychainStoreTests: XCTestCase {
    func testTokenRoundTrip() throws {
        try KeychainStore.shared.save(token: "abc", account: "unit")
        XCTAssertEqual(try KeychainStore.shared.token(account: "unit"), "abc")
    }

    func testTokenAccessibleAfterFirstUnlock() throws {
        try KeychainStore.shared.save(token: "abc", account: "unit")
        XCTAssertEqual(KeychainStore.shared.accessibility(account: "unit"), kSecAttrAccessibleAfterFirstUnlock as String)
    }
}
