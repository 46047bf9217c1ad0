import XCTest

final class ReadingProgressUITests: XCTestCase {
    func testProgressSavedWhenBackgrounded() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestFixtureBook", "middlemarch"]
        app.launch()

        app.buttons["open-book"].tap()
        app.swipeLeft()
        let progress = app.staticTexts["reading-progress"]
        XCTAssertTrue(progress.waitForExistence(timeout: 5))

        XCUIDevice.shared.press(.home)
        sleep(5)                       // give the app time to save progress on backgrounding
        app.activate()

        XCTAssertEqual(progress.label, "Page 42 of 212")
    }
}
