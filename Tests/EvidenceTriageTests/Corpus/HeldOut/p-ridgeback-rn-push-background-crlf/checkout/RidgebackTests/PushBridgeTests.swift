import XCTest
@testable import Ridgeback

final class PushBridgeTests: XCTestCase {
    func testBackgroundNotificationReachesJSHandler() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("remote-notification"), "UIBackgroundModes = \(modes)")
    }
}
