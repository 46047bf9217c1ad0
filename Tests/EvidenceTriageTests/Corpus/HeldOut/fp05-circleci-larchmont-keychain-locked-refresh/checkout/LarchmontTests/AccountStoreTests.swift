import Security
import XCTest
@testable import LarchmontKit

final class AccountStoreTests: XCTestCase {
    func testAccountRoundTrip() {
        let keychain = KeychainSimulator()
        let store = LMAccountStore(keychain: keychain)
        store.save(LMAccount(identifier: "a1", accessToken: "t", editions: ["metro"]))
        XCTAssertEqual(store.accounts.map(\.identifier), ["a1"])
    }

    /// Background refresh runs while the phone is locked; the stored account must be readable then.
    func testAccountsSavedWithAfterFirstUnlockAccessibility() {
        let keychain = KeychainSimulator()
        let store = LMAccountStore(keychain: keychain)
        store.save(LMAccount(identifier: "a1", accessToken: "t", editions: ["metro"]))
        XCTAssertEqual(keychain.lastAddedAccessibility, kSecAttrAccessibleAfterFirstUnlock as String,
                       "accounts must stay readable while the device is locked (background refresh)")
    }
}
