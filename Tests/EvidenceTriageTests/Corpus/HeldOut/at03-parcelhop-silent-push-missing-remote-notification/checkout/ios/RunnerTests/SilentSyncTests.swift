import XCTest
@testable import Runner

/// Device lane: CI sends a content-available push through the APNs sandbox.
final class SilentSyncTests: XCTestCase {
    private let push = SandboxPushClient.fromEnvironment()

    func testContentAvailablePushWakesSync() throws {
        let synced = expectation(description: "silent push handler ran sync")
        ParcelSyncHooks.onBackgroundSync = { synced.fulfill() }

        XCUIDevice.shared.press(.home)
        try push.send(.contentAvailable(payload: ["parcel": "PH-2291"]))

        wait(for: [synced], timeout: 60)
    }

    func testBadgeClearedAfterSync() throws {
        let cleared = expectation(description: "badge cleared by background sync")
        ParcelSyncHooks.onBadgeChange = { if $0 == 0 { cleared.fulfill() } }

        UIApplication.shared.applicationIconBadgeNumber = 3
        XCUIDevice.shared.press(.home)
        try push.send(.contentAvailable(payload: ["clearBadge": true]))

        wait(for: [cleared], timeout: 60)
    }
}
