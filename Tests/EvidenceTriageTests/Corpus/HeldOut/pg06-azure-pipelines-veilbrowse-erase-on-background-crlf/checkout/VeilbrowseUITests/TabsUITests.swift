import XCTest

final class TabsUITests: XCTestCase {
    func testOpenLinkInNewTab() {
        let app = XCUIApplication()
        app.launch()
        app.textFields["urlbar"].tap()
        app.typeText("example.com\n")
        app.links["More information..."].press(forDuration: 1.0)
        app.buttons["Open in New Tab"].tap()
        XCTAssertTrue(app.buttons["tabs.count.2"].waitForExistence(timeout: 5))
    }
}
