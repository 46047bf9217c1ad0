import Security
import XCTest
@testable import Inkwell

final class VaultKeyStoreTests: InkwellTestCase {
    func testFirstUseCreatesAndStoresKey() throws {
        let keychain = FakeKeychain()
        let key = try VaultKeyStore(keychain: keychain).realmKey()
        XCTAssertEqual(key.count, 64)
        XCTAssertEqual(keychain.addCount, 1)
    }

    func testKeyReadWhileLockedDoesNotRegenerate() throws {
        let keychain = FakeKeychain()
        keychain.stored = Data(repeating: 7, count: 64)
        keychain.lockedStatus = errSecInteractionNotAllowed      // -25308: device locked, item still there
        let store = VaultKeyStore(keychain: keychain)

        _ = try? store.realmKey()

        XCTAssertEqual(keychain.addCount, 0, "a locked keychain must not cause a new key to be written")
    }

    func testKeyStoredAccessibleAfterFirstUnlock() throws {
        let keychain = FakeKeychain()
        _ = try VaultKeyStore(keychain: keychain).realmKey()
        let accessible = keychain.lastAddAttributes[kSecAttrAccessible as String] as? String
        // The refresh task runs while the phone is locked: the key must be readable after first unlock.
        XCTAssertEqual(accessible, kSecAttrAccessibleAfterFirstUnlock as String)
    }
}
