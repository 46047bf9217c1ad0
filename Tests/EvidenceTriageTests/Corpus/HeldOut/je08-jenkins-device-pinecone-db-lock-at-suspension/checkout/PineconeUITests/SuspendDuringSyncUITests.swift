import XCTest

final class SuspendDuringSyncUITests: XCTestCase {
    func testAppSurvivesSuspensionMidSync() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-reset-launch-counter", "-uitest-fixture", "track-long-120k"]
        app.launch()
        app.buttons["Import track"].tap()
        XCTAssertTrue(app.staticTexts["Importing…"].waitForExistence(timeout: 5))

        XCUIDevice.shared.press(.home)
        sleep(40) // long enough for iOS to suspend the app
        app.activate()

        let launches = app.staticTexts["debug-launch-count"].label
        XCTAssertEqual(launches, "1", "app was relaunched: the suspended process was killed")
    }
}
