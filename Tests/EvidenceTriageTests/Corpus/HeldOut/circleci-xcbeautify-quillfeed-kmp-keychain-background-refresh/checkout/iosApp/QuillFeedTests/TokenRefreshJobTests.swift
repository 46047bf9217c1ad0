import BackgroundTasks
import XCTest
@testable import QuillFeed

final class TokenRefreshJobTests: XCTestCase {
    private var keychain: DataProtectionKeychainStub!
    private var api: StubTraktAPI!

    override func setUp() {
        super.setUp()
        keychain = DataProtectionKeychainStub()
        api = StubTraktAPI(refreshResponse: .fixture(accessToken: "new-access", refreshToken: "new-refresh"))
    }

    func testForegroundRefreshStoresNewToken() async throws {
        let store = AuthTokenStore(keychain: keychain)
        try store.save(.fixture(accessToken: "old-access", refreshToken: "old-refresh"))
        let job = TokenRefreshJob(store: store, api: api)

        let result = await job.run(trigger: .foreground)

        XCTAssertEqual(result, .completed)
        XCTAssertEqual(try store.load()?.accessToken, "new-access")
    }

    /// iOS runs BGAppRefreshTask launches while the device may be locked. The stored
    /// token must still be readable then (after the first unlock since boot).
    func testBackgroundRefreshReadsTokenWhileDeviceLocked() async throws {
        let store = AuthTokenStore(keychain: keychain)
        try store.save(.fixture(accessToken: "old-access", refreshToken: "old-refresh"))
        keychain.simulate(.lockedAfterFirstUnlock)
        let job = TokenRefreshJob(store: store, api: api)

        let result = await job.run(trigger: .backgroundTask(identifier: "com.quillfeed.app.refresh"))

        XCTAssertEqual(result, .completed, "background refresh must read the token while locked")
        XCTAssertEqual(api.refreshCallCount, 1)
    }
}
