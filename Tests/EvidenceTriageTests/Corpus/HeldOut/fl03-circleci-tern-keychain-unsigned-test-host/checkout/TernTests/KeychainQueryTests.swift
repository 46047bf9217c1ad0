import XCTest
import Security
@testable import Tern

final class KeychainQueryTests: XCTestCase {
    func testAddQueryTargetsTernService() {
        let query = KeychainQuery.add(account: "a@tern.example", data: Data())
        XCTAssertEqual(query[kSecAttrService as String] as? String, "com.tern.mail.oauth")
    }

    func testReadQueryReturnsData() {
        let query = KeychainQuery.read(account: "a@tern.example")
        XCTAssertEqual(query[kSecReturnData as String] as? Bool, true)
    }

    /// The inbox refresh task runs while the device can be locked, so tokens
    /// must stay readable after the first unlock.
    func testTokenItemIsReadableAfterFirstUnlock() {
        let query = KeychainQuery.add(account: "a@tern.example", data: Data())
        XCTAssertEqual(query[kSecAttrAccessible as String] as? String, kSecAttrAccessibleAfterFirstUnlock as String)
    }
}
