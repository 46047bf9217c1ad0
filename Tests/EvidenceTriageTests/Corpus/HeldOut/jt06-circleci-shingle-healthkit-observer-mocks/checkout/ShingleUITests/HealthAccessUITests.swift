import XCTest

final class HealthAccessUITests: XCTestCase {
    func testGrantsStepAccessDuringOnboarding() {
        let app = XCUIApplication()
        app.launchArguments += ["-SHResetOnboarding", "YES"]
        app.launch()
        app.buttons["Connect Apple Health"].tap()

        let turnOnAll = app.buttons["Turn On All"]   // HealthKit's authorization sheet
        XCTAssertTrue(turnOnAll.waitForExistence(timeout: 10))
        turnOnAll.tap()
        app.navigationBars.buttons["Allow"].tap()
        XCTAssertTrue(app.staticTexts["onboarding.healthConnected"].waitForExistence(timeout: 10))
    }
}
