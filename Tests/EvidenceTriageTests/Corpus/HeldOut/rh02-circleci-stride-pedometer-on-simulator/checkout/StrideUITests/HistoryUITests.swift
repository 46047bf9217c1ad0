import XCTest

final class HistoryUITests: XCTestCase {
    func testScrollToOldestWorkout() {
        let app = XCUIApplication()
        app.launchArguments += ["-seed-history", "120"]
        app.launch()
        app.tabBars.buttons["History"].tap()
        let list = app.collectionViews["history.list"]
        list.swipeUp(velocity: .fast); list.swipeUp(velocity: .fast); list.swipeUp(velocity: .fast)
        XCTAssertTrue(app.staticTexts["history.row.119"].waitForExistence(timeout: 3))
    }
}
