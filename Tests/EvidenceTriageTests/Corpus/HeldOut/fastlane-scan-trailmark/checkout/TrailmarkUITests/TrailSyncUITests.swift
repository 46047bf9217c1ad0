import XCTest

final class TrailSyncUITests: XCTestCase {
    func testSyncBannerAppears() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTestStubSync"]
        app.launch()
        app.buttons["Sync now"].tap()
        XCTAssertTrue(app.staticTexts["Synced 3 trails"].waitForExistence(timeout: 10))
    }
}
