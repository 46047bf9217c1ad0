import XCTest
@testable import VaultlineShared

final class BackgroundRefreshHandlerTests: XCTestCase {
    var keychainService: MockKeychainService!
    var keychain: KeychainRepository!
    var subject: BackgroundRefreshHandler!

    override func setUp() {
        super.setUp()
        keychainService = MockKeychainService()
        keychain = KeychainRepository(keychain: keychainService)
        let sync = SyncService(api: StubSyncAPI(), vaultClient: MockVaultClient(), cipherStore: InMemoryCipherStore())
        subject = BackgroundRefreshHandler(keychain: keychain, syncService: sync)
    }

    func testRefreshWhileDeviceUnlockedCompletes() async throws {
        try keychain.setValue("access-token", for: .accessToken)
        let task = MockTask()

        await subject.handle(task)

        XCTAssertEqual(task.completions, [true])
    }

    /// The system runs the refresh task while the phone is locked (after the
    /// first unlock since boot).
    func testRefreshWhileDeviceLockedCompletesWithoutError() async throws {
        try keychain.setValue("access-token", for: .accessToken)
        keychainService.deviceLocked = true
        let task = MockTask()

        await subject.handle(task)

        XCTAssertEqual(task.completions, [true], "vault-sync must be able to read the access token while the device is locked")
    }
}
