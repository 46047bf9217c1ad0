//
//  KeychainTokenStoreTests.swift
//  HalyardAuthTests (hosted by HalyardHost, which carries keychain-access-groups)
//

import XCTest
@testable import HalyardAuth

final class KeychainTokenStoreTests: XCTestCase {
    private let store = KeychainTokenStore(service: "com.halyard.auth.tests")

    override func tearDownWithError() throws {
        try? store.deleteAll()
    }

    func testLoadMissingAccountReturnsNil() throws {
        XCTAssertNil(try? store.load(account: "nobody@halyard.test"))
    }

    func testSaveAndLoadRefreshToken() throws {
        try store.save("rt-test-value", account: "ana@halyard.test")
        XCTAssertEqual(try store.load(account: "ana@halyard.test"), "rt-test-value")
    }

    func testDeleteAllRemovesEveryAccount() throws {
        try store.save("one", account: "a@halyard.test")
        try store.save("two", account: "b@halyard.test")
        try store.deleteAll()
        XCTAssertNil(try store.load(account: "a@halyard.test"))
        XCTAssertNil(try store.load(account: "b@halyard.test"))
    }
}
