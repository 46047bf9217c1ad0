import XCTest

final class OnboardingUITests: XCTestCase {

    private var app: XCUIApplication!

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-reset", "-uitest-fake-health"]
        app.launch()
    }

    func testSkipsHealthPermissionWhenDeclined() {
        app.buttons["Get started"].tap()
        app.buttons["Not now"].tap()
        XCTAssertTrue(app.staticTexts["Your first workout"].waitForExistence(timeout: 5))
    }

    func testCompletesOnboarding() {
        app.buttons["Get started"].tap()
        app.textFields["Name"].tap()
        app.textFields["Name"].typeText("Rae")
        app.buttons["Continue"].tap()
        let connect = app.buttons["Connect Apple Health"]
        XCTAssertTrue(connect.waitForExistence(timeout: 10), "Health step did not appear")
        connect.tap()
        XCTAssertTrue(app.staticTexts["Your first workout"].waitForExistence(timeout: 5))
    }
}
