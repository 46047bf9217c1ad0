import XCTest

final class OnboardingChecklistUITests: XCTestCase {
    func testChecklistShowsThreeSteps() {
        let app = XCUIApplication()
        app.launchArguments += ["-resetOnboarding", "-motionProvider", "fake"]
        app.launch()
        XCTAssertEqual(app.cells.matching(identifier: "checklist.step").count, 3)
    }

    func testSkipOpensTripList() {
        let app = XCUIApplication()
        app.launchArguments += ["-resetOnboarding"]
        app.launch()
        app.buttons["checklist.skip"].tap()
        XCTAssertTrue(app.navigationBars["Trips"].waitForExistence(timeout: 5))
    }
}
