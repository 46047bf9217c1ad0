import XCTest

final class ReaderLaunchUITests: XCTestCase {

    func testOpensLastArticleOnRelaunch() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-WayfarerFixtureLibrary", "1"]
        app.launch()
        app.staticTexts["Porto"].tap()
        app.terminate()
        app.launch()
        XCTAssertTrue(app.webViews.staticTexts["Porto"].waitForExistence(timeout: 10))
    }
}
