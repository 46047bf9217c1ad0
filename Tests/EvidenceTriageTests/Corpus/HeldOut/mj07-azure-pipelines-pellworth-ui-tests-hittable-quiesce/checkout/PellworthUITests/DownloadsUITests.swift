import XCTest

final class DownloadsUITests: XCTestCase {
    /// Offline downloads run in a background URLSession; pulling to refresh asks it
    /// for its tasks again. The list is empty in this fixture.
    func testPullToRefreshOnEmptyDownloads() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestFixtures", "no-downloads"]
        app.launch()
        app.tabBars.buttons["Downloads"].tap()
        let table = app.tables["downloads.list"]
        let start = table.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.1))
        let end = table.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.6))
        start.press(forDuration: 0, thenDragTo: end)
        XCTAssertEqual(table.cells.count, 0)
    }
}
