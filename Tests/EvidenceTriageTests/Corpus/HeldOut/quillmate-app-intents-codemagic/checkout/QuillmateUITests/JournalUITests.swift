import XCTest

final class JournalUITests: XCTestCase {

    func testComposeFromSiriTip() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-show-siri-tip"]
        app.launch()
        app.buttons["siriTip.compose"].tap()
        XCTAssertTrue(app.textViews["composer.body"].waitForExistence(timeout: 3))
    }
}
