import XCTest

final class ArticleToolbarUITests: XCTestCase {
    func testShareSheetOpensFromToolbar() {
        let app = XCUIApplication()
        app.launchArguments = ["-ui-testing", "-open-article", "fixture-longread"]
        app.launch()

        app.buttons["Share"].tap()
        XCTAssertTrue(app.otherElements["ActivityListView"].waitForExistence(timeout: 5))
    }
}
