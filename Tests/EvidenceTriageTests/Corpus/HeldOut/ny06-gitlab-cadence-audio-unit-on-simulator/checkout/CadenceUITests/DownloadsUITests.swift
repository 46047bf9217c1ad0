import XCTest

final class DownloadsUITests: XCTestCase {
    func testSwipeToDelete() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-seed-downloads", "2"]
        app.launch()
        app.tabBars.buttons["Downloads"].tap()
        app.cells.firstMatch.swipeLeft()
        app.buttons["Delete"].tap()
        XCTAssertEqual(app.cells.count, 1)
    }
}
