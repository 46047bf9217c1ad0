import XCTest

final class DictationKeyboardUITests: XCTestCase {
    func testKeyboardInsertsTranscript() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-fake-transcriber", "hello from murmur"]
        app.launch()

        app.textViews["notes-editor"].tap()
        app.buttons["murmur-dictate"].tap()
        XCTAssertTrue(app.textViews["notes-editor"].staticTexts["hello from murmur"].waitForExistence(timeout: 10))
    }
}
