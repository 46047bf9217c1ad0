import XCTest

final class LogbookExportUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-uiTesting", "-skipOnboarding", "-seedLogbook", "voyages-12"]
    }

    func testExportSheetSurvivesBackgrounding() {
        app.launch()
        app.tabBars.buttons["Logbook"].tap()
        app.buttons["Export"].tap()
        XCTAssertTrue(app.sheets.buttons["GPX"].waitForExistence(timeout: 5))
        XCUIDevice.shared.press(.home)
        app.activate()
        XCTAssertTrue(app.sheets.buttons["GPX"].exists)
    }
}
