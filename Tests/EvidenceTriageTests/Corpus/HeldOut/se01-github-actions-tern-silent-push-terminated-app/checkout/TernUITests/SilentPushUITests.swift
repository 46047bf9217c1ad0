import XCTest

final class SilentPushUITests: XCTestCase {
    let app = XCUIApplication(bundleIdentifier: "com.ternapp.tern")

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-debug-markers"]
        app.launch()
        DebugMarker.clear("silent-sync")
    }

    func testSilentPushWhileBackgroundedUpdatesBadge() throws {
        XCUIDevice.shared.press(.home)
        XCTAssertTrue(app.wait(for: .runningBackgroundSuspended, timeout: 10))
        try PushRelay.sendSilent(to: app, payload: "inbox-changed.apns")
        XCTAssertTrue(DebugMarker.wait("silent-sync", timeout: 30) == "changed")
    }

    func testSilentPushWakesTerminatedAppAndSyncs() throws {
        app.terminate()
        XCTAssertEqual(app.state, .notRunning)
        try PushRelay.sendSilent(to: app, payload: "inbox-changed.apns")
        // the system should relaunch Tern in the background to deliver the push
        let relaunched = app.wait(for: .runningBackground, timeout: 120)
        XCTAssertTrue(relaunched, "Tern was not relaunched for the content-available push")
        XCTAssertEqual(DebugMarker.wait("silent-sync", timeout: 30), "changed")
    }
}
