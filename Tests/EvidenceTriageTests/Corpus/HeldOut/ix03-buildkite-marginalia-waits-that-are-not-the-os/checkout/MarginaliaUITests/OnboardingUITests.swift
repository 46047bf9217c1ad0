import XCTest

final class OnboardingUITests: XCTestCase {
    func testContinueAppearsAfterIntroAnimation() {
        let app = XCUIApplication()
        app.launchArguments += ["-ResetOnboarding"]
        app.launch()

        let cont = app.buttons["Continue"]
        XCTAssertTrue(cont.waitForExistence(timeout: 5) && cont.isHittable,
                      "\"Continue\" button did not appear within 5 s")
    }

    func testSkipGoesToLibrary() {
        let app = XCUIApplication()
        app.launchArguments += ["-ResetOnboarding"]
        app.launch()
        app.buttons["Skip"].tap()
        XCTAssertTrue(app.navigationBars["Library"].waitForExistence(timeout: 5))
    }
}
