import XCTest

final class OfflineQueueUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.lumenroutes.field")

    func testQueuedStopsSurviveRelaunch() {
        app.launchArguments = ["--ui-testing", "--offline"]
        app.launch()
        app.buttons["Complete stop 4"].tap()
        app.buttons["Complete stop 5"].tap()
        app.terminate()

        app.launchArguments = ["--ui-testing", "--offline"]
        app.launch()
        app.buttons["Sync"].tap()
        XCTAssertEqual(app.staticTexts["pendingCount"].label, "2", "queued stops lost after relaunch")
    }
}
