import XCTest
@testable import Osprey

final class BackgroundSyncPushTests: XCTestCase {
    func testPushTriggersSyncWhileUnplugged() throws {
        try DeviceLab.current.setCharging(false)
        XCUIDevice.shared.press(.home)
        try PushSender.sandbox.send(background: ["sync": "orders"], to: PushRegistrar.token)
        let synced = expectation(description: "didReceiveRemoteNotification ran sync")
        SyncProbe.onBackgroundSync = { synced.fulfill() }
        wait(for: [synced], timeout: 90)
    }
}
