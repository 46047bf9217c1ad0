import XCTest
@testable import Quarry

/// Hosted in Quarry.app so SecItem calls use the app's keychain access group.
final class TokenVaultTests: XCTestCase {
    private var vault: TokenVault!

    override func setUp() {
        super.setUp()
        vault = TokenVault(service: "io.quarryhq.notes.tests", environment: .staging)
        try? vault.removeAll()
    }

    override func tearDown() {
        try? vault.removeAll()
        super.tearDown()
    }

    func testTokenKeyIsNamespacedByEnvironment() {
        XCTAssertEqual(vault.account(for: .refresh), "staging.refresh-token")
        XCTAssertEqual(TokenVault(service: "x", environment: .production).account(for: .access), "production.access-token")
    }

    func testStoresRefreshTokenInKeychain() throws {
        let token = RefreshToken(value: "rt_fixture_value_7c1e", expiresAt: .distantFuture)

        XCTAssertNoThrow(try vault.store(token))

        let loaded = try vault.refreshToken()
        XCTAssertEqual(loaded?.value, token.value)
        XCTAssertNil(UserDefaults.standard.string(forKey: "refreshToken"), "tokens must never land in defaults")
    }

    func testDeletesTokensOnSignOut() throws {
        try vault.store(RefreshToken(value: "rt_fixture_value_90aa", expiresAt: .distantFuture))
        try vault.store(AccessToken(value: "at_fixture_value_11f0", expiresAt: .distantFuture))

        try SessionController(vault: vault).signOut()

        XCTAssertNil(try vault.refreshToken())
        XCTAssertNil(try vault.accessToken())
    }
}
