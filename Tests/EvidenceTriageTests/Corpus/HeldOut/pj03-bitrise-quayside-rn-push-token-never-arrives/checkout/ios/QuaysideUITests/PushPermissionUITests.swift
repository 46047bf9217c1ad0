import XCTest

final class PushPermissionUITests: XCTestCase {
    func testAllowPromptShownOnFirstLaunch() {
        let app = XCUIApplication()
        app.launchArguments += ["-resetPermissions", "1"]
        app.launch()
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        XCTAssertTrue(springboard.buttons["Allow"].waitForExistence(timeout: 6))
    }
}
