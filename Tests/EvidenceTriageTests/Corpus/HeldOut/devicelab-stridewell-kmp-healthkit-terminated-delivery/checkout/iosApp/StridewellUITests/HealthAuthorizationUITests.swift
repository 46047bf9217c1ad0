import XCTest

final class HealthAuthorizationUITests: XCTestCase {
    func testAuthorizationSheetListsWorkouts() {
        let app = XCUIApplication(bundleIdentifier: "com.stridewell.ios")
        app.launchArguments = ["--reset-health-prompt"]
        app.launch()
        app.buttons["Connect Apple Health"].tap()
        let sheet = app.navigationBars["Health Access"]
        XCTAssertTrue(sheet.waitForExistence(timeout: 20))
        XCTAssertTrue(app.staticTexts["Workouts"].exists)
    }
}
