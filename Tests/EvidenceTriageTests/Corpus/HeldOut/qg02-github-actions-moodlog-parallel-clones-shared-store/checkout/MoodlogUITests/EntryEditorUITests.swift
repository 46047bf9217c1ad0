import XCTest

final class EntryEditorUITests: XCTestCase {
    func testStreakBadgeAfterFirstEntry() {
        let app = XCUIApplication()
        app.launchArguments = ["--ui-testing", "--reset-state"]
        app.launch()
        app.buttons["entry.add"].tap()
        app.buttons["mood.good"].tap()
        app.buttons["entry.save"].tap()
        XCTAssertEqual(app.staticTexts["streak.badge"].label, "1 day")
    }
}
