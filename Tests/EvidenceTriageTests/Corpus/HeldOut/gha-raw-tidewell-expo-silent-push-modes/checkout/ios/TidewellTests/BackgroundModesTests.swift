import XCTest
@testable import Tidewell

/// Guards the generated ios/ project: `expo prebuild` rewrites Info.plist on every CI run,
/// so the background modes the app relies on are asserted against the built bundle.
final class BackgroundModesTests: XCTestCase {
    private var modes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testInfoPlistDeclaresLocationMode() {
        XCTAssertTrue(modes.contains("location"), "UIBackgroundModes = \(modes)")
    }

    func testInfoPlistDeclaresRemoteNotificationMode() {
        XCTAssertTrue(modes.contains("remote-notification"), "UIBackgroundModes = \(modes) lacks remote-notification")
    }

    func testBackgroundTaskIdentifierPermitted() {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(ids.contains("com.expo.modules.backgroundtask.processing"))
    }
}
