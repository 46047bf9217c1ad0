import XCTest

final class PerfBookmarksTests: BaseTestCase {
    override func setUp() {
        app.launchArguments += ["-LoadFixture", "bookmarks-1000.sqlite"]
        super.setUp()
    }

    func testPerfBookmarks1000openMenu() {
        measure(metrics: [XCTClockMetric()]) {
            app.tabBars.buttons["Library"].tap()
            app.buttons["library.bookmarks"].tap()
            waitForExistence(app.tables["Bookmarks"], timeout: 10)
            app.navigationBars.buttons["Library"].tap()
        }
    }
}
