import XCTest

final class HealthOnboardingUITests: XCTestCase {
    func testPermissionScreenAfterRelaunch() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-SaltmarshResetOnboarding", "YES"]
        app.launch()
        app.buttons["Continue"].tap()
        app.terminate()

        app.launchArguments = []
        app.launch()
        XCTAssertTrue(app.staticTexts["Connect Apple Health"].waitForExistence(timeout: 10))
    }
}
