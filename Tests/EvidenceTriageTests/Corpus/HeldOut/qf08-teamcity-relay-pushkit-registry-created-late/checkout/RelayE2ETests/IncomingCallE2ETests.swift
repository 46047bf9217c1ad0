import XCTest

final class IncomingCallE2ETests: XCTestCase {
    private let lab = PushLab(endpoint: URL(string: "https://pushlab.relay.internal")!)
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testForegroundAppShowsIncomingCall() throws {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.navigationBars["Calls"].waitForExistence(timeout: 10))
        try lab.sendVoIPCall(to: "ci-device-04", from: "Marta Lind")
        XCTAssertTrue(springboard.buttons["Accept"].waitForExistence(timeout: 30))
        springboard.buttons["Decline"].tap()
    }

    func testTerminatedAppShowsIncomingCall() throws {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.navigationBars["Calls"].waitForExistence(timeout: 10))
        app.terminate()

        try lab.sendVoIPCall(to: "ci-device-04", from: "Marta Lind")
        XCTAssertTrue(springboard.buttons["Accept"].waitForExistence(timeout: 30), "no incoming call UI for a terminated app")
    }
}
