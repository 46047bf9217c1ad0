import XCTest

final class HistoryUITests: XCTestCase {
    func testScrollToOldestEntry() {
        let app = XCUIApplication()
        app.launchArguments += ["-seed-history", "2000"]
        app.launch()
        app.tabBars.buttons["History"].tap()
        let list = app.collectionViews["history.list"]
        for _ in 0..<40 { list.swipeUp(velocity: .fast) }
        XCTAssertTrue(app.staticTexts["history.oldest"].exists)
    }
}
