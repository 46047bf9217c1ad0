import XCTest

final class SettingsUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launch()
    }

    func testQuietHoursToggle() {
        app.tabBars.buttons["Settings"].tap()
        let toggle = app.switches["Quiet hours"]
        XCTAssertTrue(toggle.waitForExistence(timeout: 3))
        toggle.tap()
        XCTAssertEqual(toggle.value as? String, "1")
    }
}
