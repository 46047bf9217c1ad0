import XCTest

/// Wavecrest uses flutter_background_service; its IosConfiguration(onBackground:) callback checks
/// the swell forecast and bumps a heartbeat counter that the debug overlay shows.
final class SurfAlertBackgroundUITests: XCTestCase {
    private let app = XCUIApplication()

    func testOnBackgroundPostsHeartbeatWithinTwoMinutes() throws {
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "SurfAlertBackgroundUITests/testOnBackgroundPostsHeartbeatWithinTwoMinutes"
        app.launchArguments += ["--debug-overlay"]
        app.launch()
        XCTAssertTrue(app.staticTexts["bgService: configured"].waitForExistence(timeout: 10))

        XCUIDevice.shared.press(.home)
        sleep(120)   // onBackground should have run at least once by now
        app.activate()

        let heartbeat = app.staticTexts["bgHeartbeat.count"]
        XCTAssertTrue(heartbeat.waitForExistence(timeout: 10))
        XCTAssertGreaterThanOrEqual(Int(heartbeat.value as? String ?? "0") ?? 0, 1, "onBackground never ran")
    }
}
