import XCTest

final class BackgroundModesTests: XCTestCase {
    private var modes: [String] { Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? [] }

    func testProcessingModeIsDeclared() {
        XCTAssertTrue(modes.contains("processing"))
    }

    func testRemoteNotificationModeIsDeclared() {
        XCTAssertTrue(modes.contains("remote-notification"), "UIBackgroundModes must contain remote-notification for content-available pushes")
    }
}
