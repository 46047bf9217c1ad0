//
//  KeychainCredentialStoreTests.swift
//  WrenfieldKitTests
//

import XCTest
@testable import WrenfieldKit

final class KeychainCredentialStoreTests: XCTestCase {

    private let store = KeychainCredentialStore(service: "com.wrenfield.tests.credentials")

    override func tearDown() {
        try? store.deleteToken(for: "alice")
        super.tearDown()
    }

    func testMissingTokenReturnsNil() throws {
        XCTAssertNil(try store.token(for: "nobody-\(UUID().uuidString)"))
    }

    func testTokenRoundTrip() throws {
        XCTAssertNoThrow(try store.save(token: "fixture-token-1", for: "alice"))
        XCTAssertEqual(try store.token(for: "alice"), "fixture-token-1")
    }
}
