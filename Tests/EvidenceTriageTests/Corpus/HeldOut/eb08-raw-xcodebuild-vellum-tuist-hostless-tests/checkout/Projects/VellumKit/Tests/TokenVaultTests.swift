//
//  TokenVaultTests.swift
//  VellumKitTests
//

import XCTest
@testable import VellumKit

final class TokenVaultTests: XCTestCase {

    func testStoresRefreshTokenInKeychain() throws {
        let vault = TokenVault(service: "io.vellumbooks.reader.auth.tests")
        try vault.store(refreshToken: "rt-4f1c", account: "reader@example.invalid")
        XCTAssertEqual(try vault.refreshToken(account: "reader@example.invalid"), "rt-4f1c")
    }

    func testMissingTokenIsNil() throws {
        let vault = TokenVault(service: "io.vellumbooks.reader.auth.tests")
        XCTAssertNil(try vault.refreshToken(account: "nobody@example.invalid"))
    }
}
