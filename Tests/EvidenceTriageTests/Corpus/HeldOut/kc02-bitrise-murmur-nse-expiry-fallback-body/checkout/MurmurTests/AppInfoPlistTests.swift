import XCTest
@testable import Murmur

/// Guards the keys the push pipeline depends on, read from the built app's Info.plist.
final class AppInfoPlistTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testTimelineRefreshIdentifierPermitted() {
        let permitted = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        XCTAssertTrue(permitted.contains("com.murmur.app.timeline-refresh"))
    }

    /// content-available pushes (timeline sync, filters) only wake the app with this mode.
    func testRemoteNotificationBackgroundModeDeclared() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("remote-notification"),
                      "UIBackgroundModes must contain remote-notification, got \(modes)")
    }
}
