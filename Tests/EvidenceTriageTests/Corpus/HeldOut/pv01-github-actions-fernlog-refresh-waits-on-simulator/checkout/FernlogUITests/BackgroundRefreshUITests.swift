import XCTest

final class BackgroundRefreshUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-FLSeedJournal", "YES"]
        app.launch()
    }

    /// Migrated from the old background-fetch test when the app moved to BGAppRefreshTask.
    func testRefreshRunsWhileAppIsBackgrounded() throws {
        XCTAssertEqual(app.staticTexts["journal.lastSynced"].label, "Never")

        let refreshed = XCTDarwinNotificationExpectation(notificationName: "com.fernlog.app.refresh.completed")
        refreshed.expectationDescription = "refresh handler finished"

        XCUIDevice.shared.press(.home)
        wait(for: [refreshed], timeout: 180)

        app.activate()
        XCTAssertNotEqual(app.staticTexts["journal.lastSynced"].label, "Never")
    }
}
