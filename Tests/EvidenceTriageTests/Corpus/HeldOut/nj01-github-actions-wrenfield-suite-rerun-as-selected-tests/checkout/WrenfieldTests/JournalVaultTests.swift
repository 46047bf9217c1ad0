import XCTest
import Security
@testable import Wrenfield

final class JournalVaultTests: XCTestCase {
    func testStoresPassphraseInKeychain() {
        let vault = JournalVault(service: "com.wrenfield.journal.vault")
        let status = vault.storePassphrase("correct horse battery", account: "primary")
        XCTAssertEqual(status, errSecSuccess)
        XCTAssertEqual(vault.passphrase(account: "primary"), "correct horse battery")
    }

    func testLockClearsInMemoryKey() {
        let vault = JournalVault(service: "com.wrenfield.journal.vault")
        vault.unlock(with: "pw")
        vault.lock()
        XCTAssertNil(vault.inMemoryKey)
    }
}
