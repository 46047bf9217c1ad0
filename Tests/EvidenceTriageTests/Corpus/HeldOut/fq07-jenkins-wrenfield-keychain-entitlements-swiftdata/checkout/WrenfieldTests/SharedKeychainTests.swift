//
//  SharedKeychainTests.swift
//  WrenfieldTests  (hosted in Wrenfield.app)
//

import Security
import XCTest
@testable import Wrenfield

final class SharedKeychainTests: XCTestCase {

    override func tearDown() {
        try? SharedKeychain.store.deleteToken(for: "session")
        super.tearDown()
    }

    func testSaveToSharedAccessGroup() {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: "com.wrenfield.shared.session",
            kSecAttrAccount as String: "probe",
            kSecAttrAccessGroup as String: SharedKeychain.accessGroup,
            kSecValueData as String: Data("probe".utf8),
        ]
        SecItemDelete(query as CFDictionary)
        let status = SecItemAdd(query as CFDictionary, nil)
        XCTAssertEqual(status, errSecSuccess, "SecItemAdd into shared access group \(SharedKeychain.accessGroup)")
    }

    func testSessionTokenVisibleThroughSharedStore() throws {
        try SharedKeychain.store.save(token: "fixture-session", for: "session")
        XCTAssertEqual(try SharedKeychain.store.token(for: "session"), "fixture-session")
    }
}
