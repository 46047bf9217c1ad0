import XCTest

final class RecentsUITests: XCTestCase {
    func testClearAllRecents() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-seed", "recents-5"]
        app.launch()
        app.buttons["recents.clearAll"].tap()
        app.alerts.buttons["Clear"].tap()
        XCTAssertEqual(app.cells.count, 0)
    }
}
