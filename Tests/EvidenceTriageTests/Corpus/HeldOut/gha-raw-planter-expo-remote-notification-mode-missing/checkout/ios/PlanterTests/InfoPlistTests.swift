import XCTest
@testable import Planter

/// Guards the keys the JS side relies on; they are easy to lose when the plist is edited by hand.
final class InfoPlistTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testPermitsExpoBackgroundTaskIdentifier() {
        let ids = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        XCTAssertTrue(ids.contains("com.expo.modules.backgroundtask.processing"))
    }

    func testDeclaresRemoteNotificationBackgroundMode() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("remote-notification"), "UIBackgroundModes is \(modes)")
    }
}
