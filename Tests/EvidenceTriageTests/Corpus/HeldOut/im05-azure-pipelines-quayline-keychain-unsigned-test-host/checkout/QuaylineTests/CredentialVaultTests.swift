import XCTest
@testable import Quayline

final class CredentialVaultTests: XCTestCase {
    func testStoresRefreshTokenInSharedGroup() {
        let vault = CredentialVault()
        XCTAssertNoThrow(try vault.store("rt-4f81c2", account: "ci-user@quayline.test"))
        XCTAssertEqual(try? vault.token(account: "ci-user@quayline.test"), "rt-4f81c2")
    }

    func testMissingAccountThrowsNotFound() {
        XCTAssertThrowsError(try CredentialVault().token(account: "nobody@quayline.test"))
    }
}
