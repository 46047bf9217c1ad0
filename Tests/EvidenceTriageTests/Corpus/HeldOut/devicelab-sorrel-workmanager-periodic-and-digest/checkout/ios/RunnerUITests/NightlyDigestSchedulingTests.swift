import XCTest

/// Device-lab end-to-end check for the nightly digest (Workmanager().registerProcessingTask("nightlyDigest", ...)).
final class NightlyDigestSchedulingTests: XCTestCase {
    func testDigestRunsAtScheduledMidnight() throws {
        let app = XCUIApplication()
        app.launchEnvironment["SORREL_E2E_RESET_COUNTERS"] = "1"
        app.launch()

        // Dart side: initialDelay = time until the next 00:00 UTC, no constraints.
        app.buttons["Schedule nightly digest"].tap()
        XCTAssertTrue(app.staticTexts["digest-scheduled"].waitForExistence(timeout: 10))
        XCUIDevice.shared.press(.home)

        // The digest is due at midnight; give iOS ten minutes past that.
        let deadline = E2EClock.nextMidnightUTC().addingTimeInterval(10 * 60)
        Thread.sleep(forTimeInterval: deadline.timeIntervalSinceNow)

        app.activate()
        XCTAssertTrue(app.staticTexts["digest-ready"].waitForExistence(timeout: 5), "nightly digest should have been built by 00:10 UTC")
    }
}
