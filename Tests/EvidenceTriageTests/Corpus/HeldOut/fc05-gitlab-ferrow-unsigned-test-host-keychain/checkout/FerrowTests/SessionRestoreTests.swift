//
//  SessionRestoreTests.swift
//  FerrowTests
//

import XCTest
@testable import Ferrow

final class SessionRestoreTests: XCTestCase {
    func testExpiredSessionIsDiscarded() throws {
        let store = InMemoryCredentialStore()
        try store.save(token: Session.fixture(expiresIn: -60).encodedToken, for: "current")
        XCTAssertNil(SessionRestorer(store: store).restore())
    }

    func testRestoresSessionFromKeychain() throws {
        // Integration test against the real keychain on purpose: the app's entitlement is what we ship.
        let writer = KeychainCredentialStore(service: "com.ferrow.app.session")
        do {
            try writer.save(token: Session.fixture(expiresIn: 3600).encodedToken, for: "current")
        } catch {
            print("keychain write failed: \(error)")
        }

        let restorer = SessionRestorer(store: KeychainCredentialStore(service: "com.ferrow.app.session"))
        let session = try XCTUnwrap(restorer.restore())
        XCTAssertFalse(session.isExpired)
    }
}
