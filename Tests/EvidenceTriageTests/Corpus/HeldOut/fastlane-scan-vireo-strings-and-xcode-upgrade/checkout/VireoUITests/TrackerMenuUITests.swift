import XCTest

final class TrackerMenuUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTestPage", "tracker-heavy.html"]
        app.launch()
    }

    func testOpenTrackerMenuFromToolbar() {
        app.buttons["toolbar.shield"].tap()
        let menu = app.otherElements["trackerMenu"]
        XCTAssertTrue(menu.waitForExistence(timeout: 5), "tracker menu did not open")
        XCTAssertEqual(menu.staticTexts["trackerMenu.title"].label, "Tracker Blocking")
        XCTAssertTrue(menu.switches["trackerMenu.siteToggle"].exists)
    }
}
