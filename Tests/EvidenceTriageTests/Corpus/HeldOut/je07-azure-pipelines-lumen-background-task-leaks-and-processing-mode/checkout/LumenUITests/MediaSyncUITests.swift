import XCTest

final class MediaSyncUITests: XCTestCase {
    func testBackgroundingDuringSyncKeepsProgress() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-slow-sync"]
        app.launch()
        app.buttons["Sync now"].tap()
        XCUIDevice.shared.press(.home)
        sleep(35)
        app.activate()
        XCTAssertTrue(app.progressIndicators["sync-progress"].waitForExistence(timeout: 5))
    }
}
