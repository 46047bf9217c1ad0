import Security
import XCTest
@testable import Orchard

final class TokenAccessibilityMigrationTests: XCTestCase {
    private let keychain = LegacySessionKeychain()

    override func tearDown() {
        SecItemDelete([kSecClass as String: kSecClassGenericPassword,
                       kSecAttrService as String: keychain.service] as CFDictionary)
        super.tearDown()
    }

    func testMigrationIsNoOpWithoutLegacySession() {
        XCTAssertNoThrow(try keychain.migrateToAfterFirstUnlock())
    }

    func testExistingTokenIsRewrittenAfterFirstUnlock() throws {
        // As written by Orchard 6.4: default accessibility (WhenUnlocked).
        let add: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                  kSecAttrService as String: keychain.service,
                                  kSecAttrAccount as String: keychain.account,
                                  kSecValueData as String: Data("legacy-session".utf8)]
        XCTAssertEqual(SecItemAdd(add as CFDictionary, nil), errSecSuccess)

        XCTAssertNoThrow(try keychain.migrateToAfterFirstUnlock())
        XCTAssertEqual(try KeychainProbe.accessibility(service: keychain.service, account: keychain.account),
                       kSecAttrAccessibleAfterFirstUnlock as String)
    }
}
