import XCTest

final class HistoryUITests: XCTestCase {
    func testOpenLatestWorkout() {
        let app = XCUIApplication()
        app.launchArguments += ["-seedHistory"]
        app.launch()
        app.tabBars.buttons["History"].tap()
        app.cells.firstMatch.tap()
        XCTAssertTrue(app.navigationBars["Morning Run"].waitForExistence(timeout: 3))
    }
}
