import XCTest

/// Runs the real app: sends it to the background long enough for iOS to take
/// the background task back, then checks the queue on the debug panel.
final class FlushControllerUITests: XCTestCase {
    func testBatchStaysQueuedAfterBackgroundExpiration() {
        let app = XCUIApplication()
        app.launchArguments += ["-DRSlowCollector", "45", "-DRSeedEvents", "1"]
        app.launch()

        XCUIDevice.shared.press(.home)
        sleep(35)                                // past the ~30 s background allowance
        app.activate()

        app.buttons["debug.panel"].tap()
        XCTAssertEqual(app.staticTexts["debug.queueCount"].label, "Queued: 1")
    }
}
