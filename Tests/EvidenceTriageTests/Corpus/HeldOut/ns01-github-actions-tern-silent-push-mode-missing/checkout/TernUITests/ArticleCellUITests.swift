import XCTest

final class ArticleCellUITests: XCTestCase {
    func testBylineShowsAuthor() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-fixture", "front-page"]
        app.launch()
        let byline = app.staticTexts["article.byline.0"]
        XCTAssertTrue(byline.waitForExistence(timeout: 5))
        XCTAssertEqual(byline.label, "By Ana Kiri")
    }
}
