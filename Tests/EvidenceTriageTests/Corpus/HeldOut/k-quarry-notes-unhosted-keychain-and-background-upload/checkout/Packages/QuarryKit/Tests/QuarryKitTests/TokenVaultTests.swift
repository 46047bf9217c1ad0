import XCTest
@testable import QuarryKit

final class TokenVaultTests: XCTestCase {
    func testStoresRefreshToken() throws {
        let vault = TokenVault(service: "app.quarrynotes.sync.tests")
        XCTAssertNoThrow(try vault.store(refreshToken: "rt-fixture-0001", account: "ada@example.com"))
    }
}
