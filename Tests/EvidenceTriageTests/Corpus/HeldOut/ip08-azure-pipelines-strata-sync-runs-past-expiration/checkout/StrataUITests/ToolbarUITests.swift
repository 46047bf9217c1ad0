import XCTest

final class ToolbarUITests: XCTestCase {
    func testReloadButtonVisibleAfterPageLoad() {
        let app = XCUIApplication()
        app.launchArguments += ["-StrataUITestMode", "YES"]
        app.launch()
        app.textFields["url"].tap()
        app.typeText("http://localhost:6571/test-fixture/find-in-page-test.html\n")
        XCTAssertTrue(app.buttons["TabToolbar.reloadButton"].waitForExistence(timeout: 10))
    }
}
