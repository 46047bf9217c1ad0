import XCTest

final class LaunchUITests: XCTestCase {

    func testInboxVisibleOnColdLaunch() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.staticTexts["Co-op news"].waitForExistence(timeout: 15))
    }
}
