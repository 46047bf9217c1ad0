import XCTest

final class CheckInUITests: XCTestCase {
    override func setUp() { continueAfterFailure = false }

    func testScanBadgeOpensVisitorCard() {
        let app = XCUIApplication()
        app.launchArguments = ["-ui-testing", "-stub-camera-badge", "V-20417"]
        app.launch()
        app.buttons["scan-badge"].tap()
        XCTAssertTrue(app.staticTexts["visitor-card-name"].waitForExistence(timeout: 10))
    }

    func testManualEntryRejectsEmptyName() {
        let app = XCUIApplication()
        app.launchArguments = ["-ui-testing"]
        app.launch()
        app.buttons["manual-entry"].tap()
        app.buttons["check-in"].tap()
        XCTAssertTrue(app.staticTexts["name-required"].exists)
    }
}
