import XCTest

final class LiveActivityStartTests: XCTestCase {
    func testStartActivityFromOnboarding() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-resetOnboarding"]
        app.launch()
        app.buttons["onboarding-enable-live-updates"].tap()
        let status = app.staticTexts["live-activity-status"]
        XCTAssertTrue(status.waitForExistence(timeout: 5))
        XCTAssertEqual(status.label, "active")
    }
}
