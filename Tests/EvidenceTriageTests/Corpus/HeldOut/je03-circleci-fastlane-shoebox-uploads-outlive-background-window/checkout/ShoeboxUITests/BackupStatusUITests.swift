import XCTest

final class BackupStatusUITests: XCTestCase {
    func testIdleShowsBackedUp() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-backup-state", "idle"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Backed up"].waitForExistence(timeout: 5))
    }

    func testPausedBannerShowsReason() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-backup-state", "paused-wifi"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Paused: waiting for Wi-Fi"].waitForExistence(timeout: 5),
                      "paused banner did not explain why the backup stopped")
    }
}
