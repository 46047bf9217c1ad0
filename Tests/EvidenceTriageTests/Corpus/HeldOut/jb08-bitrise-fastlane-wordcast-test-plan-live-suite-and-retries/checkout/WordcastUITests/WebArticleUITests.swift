import XCTest

final class WebArticleUITests: XCTestCase {
    func testArticleLoadsInWebView() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-stub-network"]
        app.launch()
        app.cells["article-0"].tap()
        let body = app.webViews.staticTexts["Four score and seven years ago"]
        XCTAssertTrue(body.waitForExistence(timeout: 15), "article body did not appear within 15 s")
    }
}
