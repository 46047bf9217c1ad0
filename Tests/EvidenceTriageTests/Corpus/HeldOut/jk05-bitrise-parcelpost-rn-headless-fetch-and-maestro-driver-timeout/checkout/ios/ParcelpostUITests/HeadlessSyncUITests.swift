import XCTest

/// Couriers swipe the app away at the end of a route; undelivered scans must still
/// reach the server. This checks the "stopOnTerminate: false" promise end to end.
final class HeadlessSyncUITests: XCTestCase {
    func testHeadlessSyncRunsAfterAppIsTerminated() throws {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "HeadlessSyncUITests/testHeadlessSyncRunsAfterAppIsTerminated"
        app.launchArguments += ["-seedDeliveryQueue", "3"]
        app.launch()
        XCTAssertTrue(app.staticTexts["queue-count-3"].waitForExistence(timeout: 15))

        app.terminate()
        // Give the headless task time to fire (fetch interval is 15 min on device; CI sim is faster).
        Thread.sleep(forTimeInterval: 120)

        app.launch()
        let drained = app.staticTexts["last-drain-headless"]
        XCTAssertTrue(drained.waitForExistence(timeout: 10), "headless drain never ran after terminate")
    }
}
