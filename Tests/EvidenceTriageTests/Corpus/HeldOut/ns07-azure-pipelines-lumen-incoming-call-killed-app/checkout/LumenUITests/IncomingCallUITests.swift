import XCTest

final class IncomingCallUITests: XCTestCase {
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testIncomingCallShownWhenAppKilled() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-signalling", "ws://127.0.0.1:8742", "-user", "callee-ci"]
        app.launch()
        XCTAssertTrue(app.staticTexts["status.online"].waitForExistence(timeout: 10))

        app.terminate()
        try TestSignalling.placeCall(from: "caller-ci", to: "callee-ci")

        let accept = springboard.buttons["Accept"]
        XCTAssertTrue(accept.waitForExistence(timeout: 60), "no incoming-call UI")
    }

    func testIncomingCallShownWhileForeground() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-signalling", "ws://127.0.0.1:8742", "-user", "callee-ci"]
        app.launch()
        try TestSignalling.placeCall(from: "caller-ci", to: "callee-ci")
        XCTAssertTrue(springboard.buttons["Accept"].waitForExistence(timeout: 15))
    }
}
