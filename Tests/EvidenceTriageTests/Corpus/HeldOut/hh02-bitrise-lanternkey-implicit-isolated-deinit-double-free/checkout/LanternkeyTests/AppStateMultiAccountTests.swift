import XCTest
@testable import Lanternkey

/// Reinstall recovery: after the app is deleted and reinstalled the keychain still
/// holds the signer keys, but UserDefaults is empty. AppState must rebuild the
/// account list from the keychain and drop items that no longer have an account.
final class AppStateMultiAccountTests: XCTestCase {

    private var keychain: InMemoryKeychain!
    private var defaults: UserDefaults!

    override func setUp() async throws {
        keychain = InMemoryKeychain()
        defaults = UserDefaults(suiteName: "AppStateMultiAccountTests")!
        defaults.removePersistentDomain(forName: "AppStateMultiAccountTests")
    }

    func testAddingSecondAccountKeepsFirstActive() async throws {
        let state = AppState(keychain: keychain, defaults: defaults)
        try await state.addAccount(.fixture(npub: "npub1alpha"))
        try await state.addAccount(.fixture(npub: "npub1bravo"))
        XCTAssertEqual(state.activeAccount?.npub, "npub1alpha")
    }

    func testReinstallRecovery_restoresActiveAccount() async throws {
        try keychain.store(.fixture(npub: "npub1alpha"))
        try keychain.store(.fixture(npub: "npub1bravo"))
        defaults.removeObject(forKey: AppState.activeAccountKey)

        let state = AppState(keychain: keychain, defaults: defaults)
        await state.recoverAfterReinstall()

        XCTAssertEqual(state.accounts.map(\.npub).sorted(), ["npub1alpha", "npub1bravo"])
        XCTAssertNotNil(state.activeAccount)
    }

    func testReinstallRecovery_dropsOrphanedKeychainItems() async throws {
        try keychain.store(.fixture(npub: "npub1alpha"))
        try keychain.storeRaw(service: "com.lanternkey.signer", account: "orphan-7f3a")

        let state = AppState(keychain: keychain, defaults: defaults)
        await state.recoverAfterReinstall()

        XCTAssertEqual(keychain.allAccounts(), ["npub1alpha"])
    }

    func testRemovingActiveAccountPromotesNext() async throws {
        let state = AppState(keychain: keychain, defaults: defaults)
        try await state.addAccount(.fixture(npub: "npub1alpha"))
        try await state.addAccount(.fixture(npub: "npub1bravo"))
        try await state.removeAccount(npub: "npub1alpha")
        XCTAssertEqual(state.activeAccount?.npub, "npub1bravo")
    }
}
