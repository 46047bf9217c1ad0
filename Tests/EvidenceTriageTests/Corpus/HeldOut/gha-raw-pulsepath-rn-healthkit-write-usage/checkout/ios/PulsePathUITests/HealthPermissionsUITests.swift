import XCTest

final class HealthPermissionsUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest", "-skipOnboarding"]
        app.launch()
    }

    func testConnectAppleHealthRequestsWriteAccess() throws {
        app.tabBars.buttons["Settings"].tap()
        app.buttons["Connect Apple Health"].tap()
        let sheet = app.otherElements["HealthAuthorizationSheet"]
        XCTAssertTrue(sheet.waitForExistence(timeout: 15), "HealthKit authorization sheet never appeared")
    }

    func testHealthRowShowsNotConnectedByDefault() throws {
        app.tabBars.buttons["Settings"].tap()
        XCTAssertEqual(app.staticTexts["healthStatus"].label, "Not connected")
    }
}
