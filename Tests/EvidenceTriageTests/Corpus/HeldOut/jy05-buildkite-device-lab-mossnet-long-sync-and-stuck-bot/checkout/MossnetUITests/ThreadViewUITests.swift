import XCTest

final class ThreadViewUITests: XCTestCase {
    func testReplyButtonOpensComposer() {
        let app = XCUIApplication()
        app.launchArguments = ["-UITestFixtureThread", "%Pj7b+local.sha256"]
        app.launch()
        app.buttons["Reply"].tap()
        XCTAssertTrue(app.textViews["composer"].waitForExistence(timeout: 5))
    }
}
