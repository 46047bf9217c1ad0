import XCTest

final class PasteAndGoTests: BaseTestCase {

    func testPasteAndGo() {
        UIPasteboard.general.string = "www.example.com"
        app.textFields["URLBar.urlText"].press(forDuration: 1.5)
        waitForExistence(app.menuItems["Paste & Go"])
        app.menuItems["Paste & Go"].tap()
        waitForWebPageLoad()
        XCTAssertEqual(app.textFields["URLBar.urlText"].value as? String, "www.example.com/")
    }
}
