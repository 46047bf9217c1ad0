import XCTest
@testable import Ledgerline

final class BankTokenVaultTests: XCTestCase {
    func testStoresLinkedAccountToken() {
        let vault = BankTokenVault()
        XCTAssertNoThrow(try vault.store("link-7Q2", account: "acct-1"))
    }
}
