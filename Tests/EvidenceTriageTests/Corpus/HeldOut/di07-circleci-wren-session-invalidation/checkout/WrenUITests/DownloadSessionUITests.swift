import XCTest

final class DownloadSessionUITests: XCTestCase {
    func testSessionInvalidatesAfterBackgroundRoundTrip() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Start Download"].tap()
        XCUIDevice.shared.press(.home)
        sleep(2)
        app.activate()
        XCTAssertTrue(app.staticTexts["Task completed"].waitForExistence(timeout: 60))
        XCTAssertTrue(app.staticTexts["Session invalidated"].waitForExistence(timeout: 30))
    }
}
