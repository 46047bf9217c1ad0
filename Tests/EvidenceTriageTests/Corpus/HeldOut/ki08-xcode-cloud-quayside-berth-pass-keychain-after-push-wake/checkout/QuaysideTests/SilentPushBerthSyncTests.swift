import XCTest
@testable import Quayside

final class SilentPushBerthSyncTests: XCTestCase {
    func testUnlockedWakeSyncsBerthChanges() async throws {
        let keychain = FakeKeychainClient()
        let tokens = BerthPassTokenStore(keychain: keychain)
        try tokens.save("berth-pass-7Q2")
        let sync = SilentPushBerthSync(tokens: tokens, api: FakeHarbourGateAPI(changed: true))
        let result = await sync.handle(["quayside-kind": "berth-changed"])
        XCTAssertEqual(result, .newData)
    }

    func testLockedWakeSyncsBerthChanges() async throws {
        let keychain = FakeKeychainClient()
        let tokens = BerthPassTokenStore(keychain: keychain)
        try tokens.save("berth-pass-7Q2")
        keychain.deviceLocked = true
        let sync = SilentPushBerthSync(tokens: tokens, api: FakeHarbourGateAPI(changed: true))

        let result = await sync.handle(["quayside-kind": "berth-changed"])

        XCTAssertEqual(result, .newData)
    }
}
