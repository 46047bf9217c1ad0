import XCTest

/// Push delivery goes through scripts/push-relay.py on the CI host, which runs
/// `xcrun simctl push` against the booted simulator.
final class SilentPushUITests: XCTestCase {
    private let app = XCUIApplication()
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        continueAfterFailure = false
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "SilentPushUITests/\(name.split(separator: " ").last!.dropLast())"
        app.launchArguments = ["-ParcelSeed", "two-parcels"]
        app.launch()
    }

    func testSilentPushWhileSuspendedRefreshesTracking() throws {
        XCUIDevice.shared.press(.home)
        try PushRelay.send("tracking-update.apns")
        sleep(5)
        app.activate()
        XCTAssertTrue(app.staticTexts["Out for delivery"].waitForExistence(timeout: 5))
    }

    func testSilentPushRefreshesTrackingAfterTermination() throws {
        app.terminate()
        try PushRelay.send("tracking-update.apns")
        let woke = app.wait(for: .runningBackground, timeout: 60)
        XCTAssertTrue(woke, "app was not launched in the background by the content-available push within 60 s (state: \(app.state.rawValue))")
    }

    func testSilentPushUpdatesBadgeAfterTermination() throws {
        app.terminate()
        try PushRelay.send("badge-sync.apns")
        sleep(45)
        let icon = springboard.icons["Parcel"]
        XCTAssertEqual(icon.value as? String, "2", "springboard icon badge")
    }
}
