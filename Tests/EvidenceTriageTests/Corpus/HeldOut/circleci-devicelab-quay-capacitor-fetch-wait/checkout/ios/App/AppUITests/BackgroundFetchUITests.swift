import XCTest

final class BackgroundFetchUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-quayUITest", "1"]
        app.launch()
    }

    func testConfigureReportsAvailable() {
        XCTAssertTrue(app.staticTexts["fetchStatus: available"].waitForExistence(timeout: 10))
    }

    func testFetchEventFiresWithinFifteenMinutes() {
        XCTAssertEqual(app.staticTexts["lastFetchAt"].label, "never")
        XCUIDevice.shared.press(.home)
        Thread.sleep(forTimeInterval: 16 * 60)   // minimumFetchInterval is 15
        app.activate()
        XCTAssertNotEqual(app.staticTexts["lastFetchAt"].label, "never", "iOS should have delivered a fetch event by now")
    }

    func testScheduledTaskRunsAfterDelay() {
        app.buttons["Schedule route sync (60 s)"].tap()
        XCTAssertTrue(app.staticTexts["scheduled: com.transistorsoft.quay-sync"].waitForExistence(timeout: 5))
        XCUIDevice.shared.press(.home)
        Thread.sleep(forTimeInterval: 5 * 60)
        app.activate()
        XCTAssertEqual(app.staticTexts["routeSyncRuns"].label, "1", "quay-sync should have run about a minute after scheduling")
    }
}
