import XCTest

final class HealthPermissionUITests: XCTestCase {
    func testConnectHealthShowsPermissionSheet() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-reset-health-onboarding"]
        app.launch()
        app.buttons["Connect Apple Health"].tap()
        XCTAssertTrue(app.navigationBars["Health Access"].waitForExistence(timeout: 10))
    }
}
