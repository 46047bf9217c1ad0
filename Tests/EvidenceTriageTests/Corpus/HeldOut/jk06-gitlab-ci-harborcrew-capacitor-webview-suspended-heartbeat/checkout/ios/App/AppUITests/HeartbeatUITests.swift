import XCTest

final class HeartbeatUITests: XCTestCase {
    /// Presence must not drop while a crew member checks another app.
    func testHeartbeatKeepsTickingWhileBackgrounded() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-start-shift"]
        app.launch()
        XCTAssertTrue(app.staticTexts["On shift"].waitForExistence(timeout: 20))

        XCUIDevice.shared.press(.home)
        sleep(90)                          // 90 s away from the app = 9 heartbeats
        app.activate()

        let label = app.staticTexts.matching(identifier: "heartbeat-count").firstMatch
        XCTAssertTrue(label.waitForExistence(timeout: 10))
        let beats = Int(label.label) ?? 0
        XCTAssertGreaterThanOrEqual(beats, 9, "heartbeats stalled while backgrounded")
    }
}
