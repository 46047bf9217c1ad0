import XCTest

/// Sorrel Trips (Capacitor). The staging server can send a data-only push that asks the app
/// to upload pending trip segments (the "remote sync" path in TripSyncPlugin.swift).
final class TripSyncPushUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.sorrel.trips")
    private let staging = StagingPushClient(environment: .labSandbox)

    override func setUp() {
        continueAfterFailure = false
        app.launch()
    }

    func testSilentPushWakesAppWithin60s() throws {
        XCTAssertTrue(app.staticTexts["pushToken: registered"].waitForExistence(timeout: 20))
        XCUIDevice.shared.press(.home)
        try staging.send(.background(payload: ["sync": "trips"]), to: .labDevice("lab-iphone-1"))
        sleep(60)
        app.activate()
        XCTAssertEqual(app.staticTexts["lastRemoteSync"].label, "lastRemoteSync: push",
                       "the content-available push should have woken the app within a minute")
    }
}
