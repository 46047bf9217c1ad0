import XCTest

final class ReaderUITests: XCTestCase {
    func testOpensArticleFromWidgetLink() {
        let app = XCUIApplication()
        app.launchArguments += ["-open-url", "brindle://reader/fixture-article"]
        app.launch()
        XCTAssertTrue(app.staticTexts["reader.title"].waitForExistence(timeout: 10))
    }
}
