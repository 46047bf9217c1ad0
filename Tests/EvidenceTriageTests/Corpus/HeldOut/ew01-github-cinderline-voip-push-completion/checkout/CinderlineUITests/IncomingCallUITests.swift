import XCTest

/// End-to-end: the host-side push relay (ci/push-relay.sh) sends a VoIP-shaped
/// payload to the booted simulator, and we expect the CallKit incoming-call UI.
final class IncomingCallUITests: XCTestCase {
    private let relay = URL(string: "http://127.0.0.1:9417/push")!

    override func setUp() {
        continueAfterFailure = false
    }

    private func sendPush(_ name: String) throws {
        var request = URLRequest(url: relay)
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: ["fixture": name, "kind": "voip"])
        let done = expectation(description: "relay accepted \(name)")
        URLSession.shared.dataTask(with: request) { _, response, _ in
            XCTAssertEqual((response as? HTTPURLResponse)?.statusCode, 202)
            done.fulfill()
        }.resume()
        wait(for: [done], timeout: 10)
    }

    func testIncomingCallScreenAppearsAfterVoIPPush() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-signedInAs", "qa-frontdesk"]
        app.launch()
        XCUIDevice.shared.press(.home)

        try sendPush("incoming-call.apns")

        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let accept = springboard.buttons["Accept"]
        XCTAssertTrue(accept.waitForExistence(timeout: 30),
                      "CallKit incoming-call UI did not appear within 30 s of the VoIP push")
        accept.tap()
        XCTAssertTrue(app.staticTexts["Front desk"].waitForExistence(timeout: 5))
    }
}
