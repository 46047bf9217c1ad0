//
//  CredentialVaultTests.swift
//  TillpointTests
//

import Security
import XCTest
@testable import Tillpoint

final class CredentialVaultTests: XCTestCase {
    private let vault = CredentialVault(service: "com.tillpoint.credentials.tests")
    private let token = Data("rt_7f3c9a".utf8)

    override func tearDown() {
        try? vault.delete(account: "refresh")
        super.tearDown()
    }

    func testStoresAndReadsRefreshToken() throws {
        XCTAssertNoThrow(try vault.save(token, account: "refresh"))
        XCTAssertEqual(try? vault.read(account: "refresh"), token)
    }

    func testDeleteRemovesRefreshToken() throws {
        XCTAssertNoThrow(try vault.save(token, account: "refresh"))
        try vault.delete(account: "refresh")
        XCTAssertThrowsError(try vault.read(account: "refresh")) { error in
            XCTAssertEqual(error as? KeychainError, .itemNotFound)
        }
    }

    func testRefreshTokenQueryAllowsAccessAfterFirstUnlock() {
        // BGAppRefreshTask runs the receipt sync while the device may be locked.
        let query = vault.addQuery(account: "refresh", data: token)
        XCTAssertEqual(query[kSecAttrAccessible as String] as? String,
                       kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly as String)
    }
}
