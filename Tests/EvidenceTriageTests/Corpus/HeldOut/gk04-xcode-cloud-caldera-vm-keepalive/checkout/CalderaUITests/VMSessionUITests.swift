import XCTest

/// The guest should keep running while the user switches to another app
/// (e.g. an SSH client connected to the VM).
final class VMSessionUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testGuestStaysRunningFor120SecondsInBackground() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-CalderaFixtureVM", "alpine-tiny", "-CalderaKeepAlive", "finite"]
        app.launch()
        app.buttons["Start"].tap()
        let uptime = app.staticTexts["guest-uptime"]
        XCTAssertTrue(uptime.waitForExistence(timeout: 30))
        let before = Double(uptime.label) ?? 0

        XCUIDevice.shared.press(.home)
        sleep(120)
        app.activate()

        let after = Double(app.staticTexts["guest-uptime"].label) ?? 0
        XCTAssertGreaterThanOrEqual(after - before, 115,
                                    "guest clock advanced only \(Int(after - before)) s while backgrounded")
    }
}
