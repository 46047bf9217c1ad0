import XCTest

final class JournalUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting"]
        app.launch()
    }

    func testComposeButtonVisible() {
        XCTAssertTrue(app.buttons["journal.compose"].waitForExistence(timeout: 5))
    }

    func testEntrySurvivesHomeAndTerminate() {
        app.buttons["journal.compose"].tap()
        app.textViews["compose.body"].typeText("walked by the river")
        XCUIDevice.shared.press(.home)
        _ = app.wait(for: .runningBackground, timeout: 5)
        app.terminate()
        app.launch()
        XCTAssertTrue(app.staticTexts["walked by the river"].waitForExistence(timeout: 5))
    }
}
