import XCTest

final class BackgroundSyncUITests: XCTestCase {
    func testRegistersBackgroundNotificationTask() {
        let app = XCUIApplication()
        app.launchArguments += ["--e2e", "--show-task-status"]
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        let status = app.staticTexts["bg-notification-task-status"]
        XCTAssertTrue(status.waitForExistence(timeout: 15))
        XCTAssertEqual(status.label, "bg-task: registered")
    }
}
