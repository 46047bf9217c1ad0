import XCTest

final class RunTestsUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-skipOnboarding", "-uiTesting"]
        app.launch()
    }

    func testRunWebsitesShowsProgress() {
        app.tabBars.buttons["Dashboard"].tap()
        app.buttons["run_websites"].tap()
        XCTAssertTrue(app.progressIndicators["running_progress"].exists, "Progress bar not found")
        XCTAssertTrue(app.staticTexts["Websites"].exists)
    }
}
