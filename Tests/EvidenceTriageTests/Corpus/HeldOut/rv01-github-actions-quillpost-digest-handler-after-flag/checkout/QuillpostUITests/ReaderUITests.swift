import XCTest

final class ReaderUITests: XCTestCase {
    func testSavedPostsOpensFromMenu() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-seed-reader"]
        app.launch()
        app.tabBars.buttons["Reader"].tap()
        app.buttons["reader.menu"].tap()
        app.buttons["Saved Posts"].tap()
        XCTAssertTrue(app.navigationBars["Saved Posts"].waitForExistence(timeout: 5))
    }
}
