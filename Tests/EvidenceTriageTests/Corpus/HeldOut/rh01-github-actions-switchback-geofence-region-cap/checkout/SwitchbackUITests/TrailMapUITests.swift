import XCTest

final class TrailMapUITests: XCTestCase {
    func testRecenterButtonShowsUserDot() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-skip-onboarding"]
        app.launch()
        app.buttons["map.recenter"].tap()
        XCTAssertTrue(app.otherElements["map.userDot"].waitForExistence(timeout: 4))
    }
}
