//
//  CredentialStoreTests.swift
//  FerrowTests
//
//  Hosted in Ferrow.app (TEST_HOST) so the keychain uses the app's entitlements.
//

import XCTest
@testable import Ferrow

final class CredentialStoreTests: XCTestCase {
    private var store: KeychainCredentialStore!

    override func setUpWithError() throws {
        store = KeychainCredentialStore(service: "com.ferrow.app.tests.\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? store.removeAll()
        store = nil
    }

    func testSavedTokenRoundTrips() throws {
        XCTAssertNoThrow(try store.save(token: "tok-123", for: "rider@ferrow.test"))
        XCTAssertEqual(try store.token(for: "rider@ferrow.test"), "tok-123")
    }

    func testMissingTokenReturnsNil() throws {
        XCTAssertNil(try store.token(for: "nobody@ferrow.test"))
    }

    func testDeleteRemovesToken() throws {
        try store.save(token: "tok-123", for: "rider@ferrow.test")
        XCTAssertNoThrow(try store.deleteToken(for: "rider@ferrow.test"))
        XCTAssertNil(try store.token(for: "rider@ferrow.test"))
    }
}
