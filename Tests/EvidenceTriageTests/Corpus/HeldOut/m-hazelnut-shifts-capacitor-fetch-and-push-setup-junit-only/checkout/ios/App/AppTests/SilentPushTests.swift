import XCTest
@testable import App

final class SilentPushTests: XCTestCase {
    func testAppDeclaresRemoteNotificationBackgroundMode() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("remote-notification"), "UIBackgroundModes = \(modes)")
    }
}
