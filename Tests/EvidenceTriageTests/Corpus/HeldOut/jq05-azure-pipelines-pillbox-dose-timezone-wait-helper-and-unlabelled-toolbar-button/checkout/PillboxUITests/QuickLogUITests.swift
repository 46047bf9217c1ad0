import XCTest

final class QuickLogUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testQuickLogFromToolbar() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-seed", "naomi-two-meds"]
        app.launch()
        app.buttons["quickLogButton"].tap()
        XCTAssertTrue(app.sheets.firstMatch.waitForExistence(timeout: 3))
    }
}
