import XCTest

final class CameraPermissionUITests: XCTestCase {
    func testAllowCameraPrompt() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["notes.attachPhoto"].tap()
        let allow = XCUIApplication(bundleIdentifier: "com.apple.springboard").alerts.buttons["Allow"]
        XCTAssertTrue(allow.waitForExistence(timeout: 5))
        allow.tap()
    }
}
