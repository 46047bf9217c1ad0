import XCTest

final class EmptyStateUITests: XCTestCase {
    func testReloadButtonShownWhenListEmpty() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-empty-inbox"]
        app.launch()
        let reload = app.buttons["empty set button"]
        XCTAssertTrue(reload.waitForExistence(timeout: 5), "reload button not in the accessibility tree")
        reload.tap()
    }
}
