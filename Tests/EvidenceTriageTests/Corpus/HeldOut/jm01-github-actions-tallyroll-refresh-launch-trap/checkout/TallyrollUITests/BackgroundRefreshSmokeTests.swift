import XCTest

/// Device-lab smoke: backgrounds the app, lets the DEBUG smoke hook ask the
/// scheduler to launch the refresh task, and waits for the pass to finish.
final class BackgroundRefreshSmokeTests: XCTestCase {
    func testSimulatedRefreshLaunchReachesPassEnd() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-TRSimulateRefreshLaunch", "YES", "-TRSmokeMarkers", "YES"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundRefreshSmokeTests/testSimulatedRefreshLaunchReachesPassEnd"
        app.launch()
        XCTAssertTrue(app.tabBars.buttons["Subscriptions"].waitForExistence(timeout: 15))

        XCUIDevice.shared.press(.home)
        XCTAssertTrue(app.wait(for: .runningBackgroundSuspended, timeout: 20) ||
                      app.state == .runningBackground)

        // The smoke hook writes "pass end" into the shared marker file when the
        // refresh pass completes.
        let passEnded = expectation(description: "refresh pass logged 'pass end'")
        let marker = SmokeMarker(appGroup: "group.com.harborlight.tallyroll")
        marker.observe("pass end") { passEnded.fulfill() }
        wait(for: [passEnded], timeout: 60)
    }

    func testForegroundReconcileUpdatesBadge() throws {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.tabBars.buttons["Subscriptions"].waitForExistence(timeout: 15))
        XCTAssertTrue(app.staticTexts["Next 30 days"].waitForExistence(timeout: 10))
    }
}
