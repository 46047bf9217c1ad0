import XCTest
@testable import Saltmarsh

final class WalletKeychainTests: XCTestCase {
    func testStoreSeedPhrase() throws {
        let vault = SeedVault(service: "com.saltmarsh.wallet.seed")
        let status = vault.store(Data("abandon ability able about".utf8), for: "wallet-1")
        XCTAssertEqual(status, errSecSuccess, "SecItemAdd status")
    }
}
