import XCTest
@testable import Larkspur

/// Guards the Info.plist keys that silent "new issue" pushes depend on.
final class PushCapabilityTests: XCTestCase {
    private var backgroundModes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testInfoPlistEnablesRemoteNotificationBackgroundMode() {
        XCTAssertTrue(backgroundModes.contains("remote-notification"),
                      "UIBackgroundModes is \(backgroundModes); silent pushes will never wake the app")
    }

    func testInfoPlistEnablesFetchForInboxRefresh() {
        XCTAssertTrue(backgroundModes.contains("fetch"))
    }

    func testRefreshTaskIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(InboxSync.refreshTaskIdentifier))
    }
}
