import XCTest

final class LaunchUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    func testLaunchShowsSyncStatus() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "1"]
        app.launch()
        XCTAssertTrue(app.staticTexts["sync-status"].waitForExistence(timeout: 10))
    }
}
