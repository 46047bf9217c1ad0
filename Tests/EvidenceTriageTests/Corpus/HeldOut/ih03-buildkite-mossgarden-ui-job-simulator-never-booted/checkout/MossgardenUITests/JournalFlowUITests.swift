import XCTest

final class JournalFlowUITests: XCTestCase {
    func testAddPlantThenJournalEntry() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTesting", "-resetStore"]
        app.launch()
        app.buttons["Add plant"].tap()
        app.textFields["Plant name"].typeText("Boston fern")
        app.buttons["Save"].tap()
        XCTAssertTrue(app.staticTexts["Boston fern"].waitForExistence(timeout: 5))
    }
}
