import XCTest
import FernhillShared
@testable import FernhillKit

final class TokenVaultTests: XCTestCase {
    private var vault: TokenVault!

    override func setUp() {
        super.setUp()
        vault = TokenVault(service: "app.fernhill.tests")
    }

    func testStoresRefreshToken() throws {
        try vault.store(refreshToken: "rt-fixture-value", account: "grower-17")
        XCTAssertEqual(try vault.refreshToken(account: "grower-17"), "rt-fixture-value")
    }

    func testDeleteAllClearsAccounts() throws {
        try vault.store(refreshToken: "rt-a", account: "grower-17")
        try vault.store(refreshToken: "rt-b", account: "grower-18")
        try vault.deleteAll()
        XCTAssertNil(try vault.refreshToken(account: "grower-17"))
        XCTAssertNil(try vault.refreshToken(account: "grower-18"))
    }

    func testMissingAccountReturnsNil() throws {
        XCTAssertNil(try vault.refreshToken(account: "nobody"))
    }
}
