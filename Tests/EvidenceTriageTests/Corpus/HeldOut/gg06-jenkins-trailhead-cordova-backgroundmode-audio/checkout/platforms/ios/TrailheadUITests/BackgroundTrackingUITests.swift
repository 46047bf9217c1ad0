import XCTest

/// Recording must survive the phone being locked or another app being used:
/// www/js/tracking.js enables cordova-plugin-background-mode while a track is
/// recording, and the track timer writes one heartbeat per second.
class BackgroundTrackingUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        app.launchArguments = ["-uitest", "-fakeLocation", "mt-tam-loop.gpx"]
        app.launch()
    }

    func testTrackingKeepsRecordingFiveMinutesInBackground() {
        app.buttons["Start recording"].tap()

        XCUIDevice.shared.press(.home)

        // Five minutes in the background, as on a real hike.
        sleep(300)

        app.activate()

        let label = app.staticTexts["heartbeat-count"]
        XCTAssertTrue(label.waitForExistence(timeout: 10))

        // Heartbeats written while the app was not in the foreground; the
        // page shows them in #heartbeat-count. Allow ten missing beats for the
        // transition into and out of the background.
        let heartbeats = Int(label.label) ?? 0
        print("[uitest] heartbeat-count label: \(label.label)")

        // Background mode keeps the web view's timers alive for as long as
        // recording is on, so every second should have produced a beat.
        //
        // The app also logs "[track] resumed; heartbeats while away: N"
        // and the gap since the last beat, which is the quickest way to see
        // when the web view stopped running (TRL-388).
        XCTAssertGreaterThanOrEqual(heartbeats, 290, "heartbeats recorded while in background")
    }
}
