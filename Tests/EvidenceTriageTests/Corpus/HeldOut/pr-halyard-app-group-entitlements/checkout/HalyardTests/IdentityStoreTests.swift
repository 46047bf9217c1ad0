//
//  IdentityStoreTests.swift
//

import XCTest
@testable import Halyard

final class IdentityStoreTests: XCTestCase {
    func testLoadsIdentityFromSharedKeychain() async throws {
        let env = try AppEnvironment.current()
        let store = SecureEnclaveIdentityStore(accessGroup: env.keychainAccessGroup)
        try store.save(.fixture(inboxId: "inbox-7f3a"))
        let identity = try XCTUnwrap(store.load(inboxId: "inbox-7f3a"))
        XCTAssertEqual(identity.inboxId, "inbox-7f3a")
    }

}
