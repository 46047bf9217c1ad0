import XCTest
import Security
@testable import Mossy

final class TokenStoreTests: XCTestCase {
    let store = KeychainTokenStore()

    override func setUp() {
        super.setUp()
        SecItemDelete([kSecClass as String: kSecClassGenericPassword] as CFDictionary)
    }

    func testSavingTokenTwiceOverwrites() throws {
        try store.save("refresh-1", account: "refresh")
        XCTAssertNoThrow(try store.save("refresh-2", account: "refresh"))
        XCTAssertEqual(try store.read(account: "refresh"), "refresh-2")
    }

    // The background sync task reads the refresh token while the phone is locked.
    func testTokenReadableAfterFirstUnlock() throws {
        try store.save("refresh-1", account: "refresh")
        let attrs = store.attributes(account: "refresh")
        XCTAssertEqual(attrs?[kSecAttrAccessible as String] as? String, kSecAttrAccessibleAfterFirstUnlock as String)
    }
}
