import XCTest
@testable import VaultlineShared

final class SyncServiceTests: XCTestCase {
    var vaultClient: MockVaultClient!
    var cipherStore: InMemoryCipherStore!
    var subject: SyncService!

    override func setUp() {
        super.setUp()
        vaultClient = MockVaultClient()
        cipherStore = InMemoryCipherStore()
        subject = SyncService(api: StubSyncAPI(), vaultClient: vaultClient, cipherStore: cipherStore)
    }

    func testForegroundSyncStoresCiphersAndOrgKeys() async throws {
        try await subject.fetchSync(trigger: .foreground)

        XCTAssertEqual(cipherStore.ciphers.count, 1)
        XCTAssertEqual(vaultClient.orgKeysInitialized, 1)
    }

    /// A silent push can trigger a sync while the vault is locked. Ciphers
    /// are stored encrypted; organization keys must wait until unlock.
    func testPushTriggeredSyncWhileVaultLockedDefersOrganizationKeys() async throws {
        vaultClient.locked = true

        try await subject.fetchSync(trigger: .push)

        XCTAssertEqual(cipherStore.ciphers.count, 1)
        XCTAssertEqual(vaultClient.orgKeysInitialized, 0)
    }
}
